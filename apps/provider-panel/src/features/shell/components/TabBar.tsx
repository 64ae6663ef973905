import { Link } from "@tanstack/react-router";
import { shellMessages } from "../../../messages/shell";
import { Icon, iconCheck, iconList, iconUser } from "../../../shared/ui/Icon";
import "./PanelShell.css";
import { UnreadBadge } from "./UnreadBadge";

/** The bottom tab bar (accepted, request list, my profile) with a handle that hides or shows it. */
export function TabBar({ hidden, onToggle }: { hidden: boolean; onToggle: () => void }) {
  const s = shellMessages;
  return (
    <div className={`tabbar-wrap${hidden ? " tabbar-hidden" : ""}`}>
      <button
        type="button"
        className="tabbar-handle"
        aria-expanded={!hidden}
        aria-label={s.toggleTabs}
        onClick={onToggle}
      >
        <span aria-hidden="true" />
      </button>
      {hidden ? null : (
        <nav className="tabbar" aria-label={s.menu}>
          <Link
            to="/panel/invoice"
            className="tab"
            activeProps={{ className: "tab active", "aria-current": "page" }}
          >
            <Icon path={iconCheck} />
            {s.tabAccepted}
            <UnreadBadge />
          </Link>
          <Link
            to="/panel/requests"
            className="tab"
            activeProps={{ className: "tab active", "aria-current": "page" }}
          >
            <Icon path={iconList} />
            {s.tabRequests}
          </Link>
          <Link
            to="/panel"
            activeOptions={{ exact: true }}
            className="tab"
            activeProps={{ className: "tab active", "aria-current": "page" }}
          >
            <Icon path={iconUser} />
            {s.tabProfile}
          </Link>
        </nav>
      )}
    </div>
  );
}
