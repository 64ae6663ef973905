import { FieldCaption } from "./FieldCaption";
import type { FieldShellProps } from "./types";

/** Kinds whose control is a group: the caption labels the group (aria-labelledby), not one input. */
const GROUP_KINDS = new Set(["radio", "multiSelect", "files", "file", "date", "location", "unknown"]);

/** Default chrome of a field: caption, the control, help text and the error, in logical (RTL-native) layout. */
export function FieldShell({ element, ids, error, showLabel, children }: FieldShellProps) {
  // Called, not rendered as a component: it has no state or hooks, and a component of its own per field cost a
  // fiber per field at mount and a render per field when an empty submit shows every error.
  const caption = FieldCaption({ element });
  return (
    <div
      className="fr-field"
      data-field-id={element.id}
      data-kind={element.kind}
      data-invalid={error ? "true" : undefined}
    >
      {showLabel ? (
        GROUP_KINDS.has(element.kind) ? (
          <div className="fr-label" id={ids.label}>
            {caption}
          </div>
        ) : (
          <label className="fr-label" id={ids.label} htmlFor={ids.control}>
            {caption}
          </label>
        )
      ) : null}
      {children}
      {element.helpText ? (
        <p className="fr-help" id={ids.help}>
          {element.helpText}
        </p>
      ) : null}
      {error ? (
        <p className="fr-error" id={ids.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
