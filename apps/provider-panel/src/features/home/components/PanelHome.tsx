import { toPersianDigits } from "@ceremony/persian-text";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { homeMessages } from "../../../messages/home";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { shellMessages } from "../../../messages/shell";
import { configQuery } from "../../../shared/api/configQuery";
import { walletQuery } from "../../../shared/api/walletQuery";
import { formatToman } from "../../../shared/format/money";
import { AccountLinkItems } from "../../../shared/profile/AccountLinkItems";
import { displayName, servicesTarget } from "../../../shared/profile/profileModel";
import { activeProfileInfoQuery } from "../../../shared/profile/profileQueries";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import {
  Icon,
  iconBell,
  iconList,
  iconLock,
  iconLogout,
  iconScale,
  iconServices,
  iconSupport,
  iconUser,
  iconWallet,
} from "../../../shared/ui/Icon";
import { Modal } from "../../../shared/ui/Modal";

/** /panel: wallet row, points row (always 0), the menu with the sheba rule for services, and logout. */
export function PanelHome() {
  const { initialDataCache, client, session, toaster } = useServices();
  const navigate = useNavigate();
  const { active, activeId, isMain } = useActiveProfile();
  const info = useQuery(activeProfileInfoQuery(client, activeId));
  const wallet = useQuery(walletQuery(client));
  const config = useQuery(configQuery({ client, initialDataCache }));
  const [confirmLogout, setConfirmLogout] = useState(false);
  const h = homeMessages;
  const servicesOn = !!info.data?.shaba;

  const openServices = () => {
    const target = servicesTarget({ shaba: info.data?.shaba }, config.data?.shebaIsRequired ?? false, isMain);
    if (!target.blocked) {
      void navigate({ to: "/panel/services" });
      return;
    }
    toaster.show("info", screenErrorsMessages.shebaRequired);
    // The router's scroll to the top would come after the sheba field scrolled itself into view (issue 26 item 4).
    void navigate({ to: target.to, search: target.search, resetScroll: false });
  };

  const menu = [
    { to: "/panel/wallet", label: h.walletMenu, icon: iconWallet },
    { to: "/panel/notifications", label: h.notifications, icon: iconBell },
    { to: "/panel/ticket", label: h.ticket, icon: iconSupport },
    { to: "/panel/security", label: h.security, icon: iconLock },
  ] as const;

  return (
    <section className="stack" aria-labelledby="home-title">
      <h1 id="home-title" className="page-title">
        {displayName(active)}
      </h1>
      <div className="card rows">
        <Link to="/panel/wallet" className="row-link">
          <span>{h.wallet}</span>
          <strong>
            {wallet.data
              ? formatToman(wallet.data.balance)
              : wallet.isError
                ? screenErrorsMessages.walletRow
                : "…"}
          </strong>
        </Link>
        <div className="row-link">
          <span>{h.points}</span>
          <strong>{toPersianDigits(0)}</strong>
        </div>
      </div>
      <nav aria-label={shellMessages.menu}>
        <ul className="card menu-list">
          <li>
            <Link to="/panel/profile" className="menu-item">
              <Icon path={iconUser} /> {h.profile}
            </Link>
          </li>
          <li>
            <button type="button" className="menu-item" onClick={openServices}>
              <Icon path={iconServices} /> {h.services}
              <span
                className={`dot${servicesOn ? " dot-on" : ""}`}
                aria-label={servicesOn ? h.servicesOn : h.servicesOff}
                role="img"
              />
            </button>
          </li>
          <li>
            <Link to="/panel/lawyers" className="menu-item">
              <Icon path={iconScale} /> {h.lawyers}
            </Link>
          </li>
          <AccountLinkItems />
          <li>
            <Link to="/panel/requests" className="menu-item">
              <Icon path={iconList} /> {h.requests}
            </Link>
          </li>
          {menu.map((m) => (
            <li key={m.to}>
              <Link to={m.to} className="menu-item">
                <Icon path={m.icon} /> {m.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="menu-item danger" onClick={() => setConfirmLogout(true)}>
              <Icon path={iconLogout} /> {h.logout}
            </button>
          </li>
        </ul>
      </nav>
      <Modal
        open={confirmLogout}
        onClose={() => setConfirmLogout(false)}
        title={h.logout}
        footer={
          <>
            <Button
              variant="danger"
              onClick={() => {
                setConfirmLogout(false);
                session.signOut();
                void navigate({ to: "/", replace: true });
              }}
            >
              {h.yes}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmLogout(false)}>
              {h.no}
            </Button>
          </>
        }
      >
        <p>{h.logoutConfirm}</p>
      </Modal>
    </section>
  );
}
