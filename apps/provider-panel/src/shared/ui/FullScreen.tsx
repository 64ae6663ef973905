import { type ReactNode, useEffect, useRef } from "react";
import { appMessages } from "../../messages/app";
import { errorsMessages } from "../../messages/errors";
import { gateMessages } from "../../messages/gate";
import { Button } from "./Button";
import { Logo } from "./Logo";
import { useOnline } from "./useOnline";
import { displayVersion } from "./version";
import "./FullScreen.css";

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

/**
 * 'error receiving information' with a retry (by default a reload), busy while `retrying`. Offline (the shell from
 * the service worker's cache, or a first visit that lost the connection) it is the access document's internet-cut
 * wording instead; a refused connection while online keeps the generic text, as everywhere (shared/api/errors.ts).
 * When the connection returns it retries by itself.
 */
export function LoadErrorScreen({
  onRetry = () => window.location.reload(),
  retrying = false,
}: {
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const online = useOnline();
  // Back online it asks again by itself: a panel opened offline from the service worker's cache, or a first visit
  // that lost the connection, loads once the connection returns, without a tap. One listener for the screen's life,
  // calling the latest retry: `online` first re-renders this screen (useOnline), and a listener swapped in that
  // render would miss the very event.
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    const onOnline = () => retry.current();
    addEventListener("online", onOnline);
    return () => removeEventListener("online", onOnline);
  }, []);
  return (
    <StatusScreen
      tone="error"
      title={online ? gateMessages.loadError : errorsMessages.offline}
      actions={
        <Button onClick={onRetry} loading={retrying}>
          {gateMessages.retry}
        </Button>
      }
    />
  );
}
