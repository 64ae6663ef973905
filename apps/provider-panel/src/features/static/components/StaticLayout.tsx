import { Link, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { commonMessages } from "../../../messages/common";
import { shellMessages } from "../../../messages/shell";
import { Icon, iconBack } from "../../../shared/ui/Icon";
import { Logo } from "../../../shared/ui/Logo";

/** Static pages open from the side menu for signed-in users and from links for everyone: a light frame. */
export function StaticLayout({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <div className="panel">
      <header className="panel-header">
        <button
          type="button"
          className="icon-button mirror"
          aria-label={shellMessages.back}
          onClick={() => router.history.back()}
        >
          <Icon path={iconBack} />
        </button>
        <Link to="/panel" className="header-logo" aria-label={commonMessages.home}>
          <Logo size={32} />
        </Link>
        <span className="icon-spacer" />
      </header>
      <main className="panel-main">{children}</main>
    </div>
  );
}
