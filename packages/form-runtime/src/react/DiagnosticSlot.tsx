import type { Diagnostic } from "../core/types";
import { useMessages } from "./useMessages";

/** Where a malformed element would be: full diagnostics in development and Storybook, a quiet note otherwise. */
export function DiagnosticSlot({
  diagnostics,
  visible,
}: {
  readonly diagnostics: readonly Diagnostic[];
  readonly visible: boolean;
}) {
  const messages = useMessages();
  if (!visible) {
    return (
      <div className="fr-placeholder" data-diagnostic="quiet">
        {messages.unknownElement}
      </div>
    );
  }
  const first = diagnostics[0];
  return (
    <div className="fr-diagnostic" data-diagnostic="visible" dir="ltr">
      <strong>
        {messages.diagnosticTitle} — element {first?.elementId ?? "?"}
      </strong>
      <ul>
        {diagnostics.map((d) => (
          <li key={`${d.path}:${d.message}`}>
            <code>{d.path}</code>: expected {d.expected}, received {d.received}
          </li>
        ))}
      </ul>
    </div>
  );
}
