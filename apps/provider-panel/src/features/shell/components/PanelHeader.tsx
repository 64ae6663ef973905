import { Link, useCanGoBack, useLocation, useNavigate, useRouter } from "@tanstack/react-router";
import { shellMessages } from "../../../messages/shell";
import { Icon, iconBack, iconMenu, iconSupport } from "../../../shared/ui/Icon";
import { Logo } from "../../../shared/ui/Logo";
import { parentPath } from "../parentPath";
import { ProfileSwitcher } from "./ProfileSwitcher";
import "./PanelShell.css";

/** Header: menu, logo link to /panel/requests, profile switcher, and back (or support under /panel/requests/). */
export function PanelHeader({ onMenu }: { onMenu: () => void }) {
  const { pathname } = useLocation();
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  // After a deep link there is no in-app entry to go back to: history.back() would leave the app (about:blank).
  const back = () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: parentPath(pathname) });
  };
  const underRequests = pathname.startsWith("/panel/requests/");
  const atHome = pathname === "/panel" || pathname === "/panel/";
  return (
    <header className="panel-header">
      <button type="button" className="icon-button" aria-label={shellMessages.menu} onClick={onMenu}>
        <Icon path={iconMenu} size={22} />
      </button>
      <Link to="/panel/requests" className="header-logo" aria-label={shellMessages.tabRequests}>
        <Logo size={32} />
      </Link>
      <div className="header-title">
        <ProfileSwitcher />
      </div>
      {underRequests ? (
        <Link to="/panel/ticket" className="icon-button" aria-label={shellMessages.support}>
          <Icon path={iconSupport} />
        </Link>
      ) : atHome ? (
        <span className="icon-spacer" />
      ) : (
        <button type="button" className="icon-button mirror" aria-label={shellMessages.back} onClick={back}>
          <Icon path={iconBack} size={22} />
        </button>
      )}
    </header>
  );
}
