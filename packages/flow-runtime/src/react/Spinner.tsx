import { messages } from "../messages";

/** The loading indicator of a flow, announced politely to screen readers. */
export function Spinner({ label = messages.loading }: { label?: string }) {
  return (
    <div className="flow-spinner" role="status" aria-label={label}>
      <span className="flow-spinner__ring" aria-hidden="true" />
    </div>
  );
}
