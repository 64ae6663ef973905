import { commonMessages, errorsMessages, gateMessages } from "../../messages";
import { Button } from "./Button";

/** The generic list error view, with a retry. */
export function ErrorView({
  text = errorsMessages.screenFetch,
  onRetry,
}: {
  text?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="state-view state-error" role="alert">
      <p>{text}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {gateMessages.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** The generic empty view. */
export function EmptyView({ text = errorsMessages.empty }: { text?: string }) {
  return (
    <div className="state-view state-empty">
      <p>{text}</p>
    </div>
  );
}

/** Skeleton rows while a list loads. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={commonMessages.loading}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity beyond their position.
        <div key={i} className="skeleton-row" />
      ))}
    </div>
  );
}
