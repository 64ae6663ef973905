import { type ReactNode, useEffect } from "react";
import { appMessages } from "../../../messages/app";
import { Logo } from "../../../shared/ui/Logo";
import { displayVersion } from "../../../shared/ui/version";
import { followSignIn } from "../followSignIn";
import "./auth.css";

/** The centred auth page with the product mark. */
export function AuthLayout({ children }: { children: ReactNode }) {
  // A full load: the start-up reads the session the other tab stored and opens the panel as after a sign-in here.
  useEffect(() => followSignIn(() => window.location.assign("/panel")), []);
  return (
    <main className="auth-page">
      <div className="auth-brand">
        <Logo size={56} />
        <p className="auth-name">{appMessages.name}</p>
      </div>
      <div className="card auth-card">{children}</div>
      <p className="version">{appMessages.version(displayVersion())}</p>
    </main>
  );
}
