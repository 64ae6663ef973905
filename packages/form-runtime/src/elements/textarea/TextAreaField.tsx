import type { ElementRendererProps } from "../../react/types";

/** Input type 2 with a non-numeric data type: long text. */
export function TextAreaField({
  element,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ids,
}: ElementRendererProps<"textarea">) {
  return (
    <textarea
      className="fr-input fr-textarea"
      id={ids.control}
      rows={4}
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
