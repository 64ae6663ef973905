import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { appMessages } from "../../../messages/app";
import { shellMessages } from "../../../messages/shell";
import { configQuery } from "../../../shared/api/configQuery";
import { clearAppCache } from "../../../shared/pwa/clearAppCache";
import { useServices } from "../../../shared/services/ServicesContext";
import { Icon, iconExternal } from "../../../shared/ui/Icon";
import { Modal } from "../../../shared/ui/Modal";

/** The side menu sheet with every entry of section 2; external links open in a new tab. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { client, initialDataCache, reload } = useServices();
  const links = useQuery(configQuery({ client, initialDataCache })).data?.links;
  const s = shellMessages;
  const external = [
    { label: s.monthlyReport, href: links?.monthlyReport },
    { label: s.consumerApp, href: links?.consumerApp },
  ];
  const internal = [
    { label: s.help, to: "/static/$page", page: "help-provider" },
    { label: s.contactUs, to: "/static/$page", page: "contact-us-provider" },
    { label: s.aboutUs, to: "/static/$page", page: "about-provider" },
  ] as const;
  return (
    <Modal open={open} onClose={onClose} title={appMessages.name} variant="sheet">
      <nav aria-label={s.menu}>
        <ul className="menu-list">
          {external.map((e) => (
            <li key={e.label}>
              {e.href ? (
                <a className="menu-item" href={e.href} target="_blank" rel="noopener noreferrer">
                  {e.label} <span className="sr-only">{s.newTab}</span>
                  <Icon path={iconExternal} size={16} />
                </a>
              ) : (
                <span className="menu-item muted" aria-disabled="true">
                  {e.label} <small>({s.unavailable})</small>
                </span>
              )}
            </li>
          ))}
          {internal.map((i) => (
            <li key={i.page}>
              <Link className="menu-item" to={i.to} params={{ page: i.page }} onClick={onClose}>
                {i.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="menu-item"
              onClick={async () => {
                await clearAppCache();
                reload();
              }}
            >
              {s.update}
            </button>
          </li>
          <li>
            <Link className="menu-item" to="/panel/ticket" onClick={onClose}>
              {s.support}
            </Link>
          </li>
        </ul>
      </nav>
    </Modal>
  );
}
