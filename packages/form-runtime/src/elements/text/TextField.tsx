import type { ElementRendererProps } from "../../react/types";

/** Input type 1: one line of text. */
export function TextField({
  element,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ids,
}: ElementRendererProps<"text">) {
  return (
    <input
      className="fr-input"
      id={ids.control}
      type="text"
      value={value}
      disabled={disabled}
      aria-invalid={error !== null}
      aria-describedby={ids.describedBy}
      aria-required={element.required || undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
