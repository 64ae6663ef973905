import { commonMessages } from "../../messages/common";
import { gateMessages } from "../../messages/gate";
import { screenErrorsMessages } from "../../messages/screenErrors";
import { toAppError } from "../api/errors";
import { isNetworkFailure } from "../api/networkFailure";
import { Button } from "./Button";
import { Icon } from "./Icon";
import "./ListState.css";
import { iconAlert, iconEmptyInbox, iconOffline } from "./stateIcons";
import { useOnline } from "./useOnline";

export { useOnline };

/**
 * The generic list error view of section 8 ('error in receiving information'), with a retry. Given the failure,
 * it also says why in Persian (the internet-cut text while offline, a refused connection, the server's message).
 */
export function ErrorView({
  text = screenErrorsMessages.screenFetch,
  error,
  onRetry,
  retrying = false,
}: {
  text?: string;
  /** The failure itself, for its Persian detail line. */
  error?: unknown;
  onRetry?: () => void;
  /** True while the retry's request runs (the button shows its spinner). */
  retrying?: boolean;
}) {
  const online = useOnline();
  const offline = !online && (error === undefined || isNetworkFailure(error));
  // Offline, the shell's banner already says the internet is cut: the view shows the offline icon, not the text again.
  const detail = offline || error === undefined ? null : toAppError(error).message;
  return (
    <div className="state-view state-error" role="alert" data-state={offline ? "offline" : "error"}>
      <span className="state-icon">
        <Icon path={offline ? iconOffline : iconAlert} size={32} />
      </span>
      <p className="state-title">{text}</p>
      {detail && detail !== text ? <p className="state-detail">{detail}</p> : null}
      {onRetry ? (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {gateMessages.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** The generic empty view, with the list's own icon. */
export function EmptyView({
  text = screenErrorsMessages.empty,
  icon = iconEmptyInbox,
}: {
  text?: string;
  icon?: string;
}) {
  return (
    <div className="state-view state-empty" data-state="empty">
      <span className="state-icon">
        <Icon path={icon} size={32} />
      </span>
      <p className="state-title">{text}</p>
    </div>
  );
}

/** Skeleton cards shaped like the list's items (title, meta line, text) while a list loads. */
export function Skeleton({ rows = 3, lines = 2 }: { rows?: number; lines?: 1 | 2 | 3 }) {
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={commonMessages.loading}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity beyond their position.
        <div key={i} className="skeleton-card" aria-hidden="true">
          <div className="skeleton-line title" />
          {lines >= 2 ? <div className="skeleton-line meta" /> : null}
          {lines >= 3 ? <div className="skeleton-line text" /> : null}
        </div>
      ))}
    </div>
  );
}
