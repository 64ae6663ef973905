import type { ReactNode } from "react";
import { appMessages, gateMessages } from "../../messages";
import { Button } from "./Button";
import { Logo } from "./Logo";
import { displayVersion } from "./version";

/** The splash: logo, name, tagline and version while configuration, token or profile load. */
export function Splash() {
  return (
    <main className="fullscreen splash" aria-busy="true">
      <Logo size={88} />
      <h1 className="splash-name">{appMessages.name}</h1>
      <p className="splash-tagline">{appMessages.tagline}</p>
      <span className="spinner spinner-lg" role="progressbar" aria-label={appMessages.loading} />
      <p className="version">{appMessages.version(displayVersion())}</p>
    </main>
  );
}

/** A full-screen message with actions (error, unapproved, pending). */
export function StatusScreen({
  title,
  children,
  actions,
  tone = "neutral",
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  tone?: "neutral" | "error";
}) {
  return (
    <main className={`fullscreen status-screen status-${tone}`}>
      <Logo size={64} />
      <h1 className="status-title">{title}</h1>
      {children}
      <div className="status-actions">{actions}</div>
      <p className="version">{appMessages.version(displayVersion())}</p>
    </main>
  );
}

/** 'error receiving information' with a retry that reloads the page. */
export function LoadErrorScreen({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <StatusScreen
      tone="error"
      title={gateMessages.loadError}
      actions={<Button onClick={onRetry}>{gateMessages.retry}</Button>}
    />
  );
}
