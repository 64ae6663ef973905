import { digitsOnly } from "../../core/digits";
import type { ElementRendererProps } from "../../react/types";

/** Numeric text (data type 2): digits only; Persian and Arabic-Indic digits become Latin as they are typed. */
export function NumericField({
  element,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ids,
}: ElementRendererProps<"numeric">) {
  return (
    <input
      className="fr-input"
      id={ids.control}
      type="text"
      inputMode="numeric"
      dir="ltr"
      value={value}
      disabled={disabled}
      aria-invalid={error !== null}
      aria-describedby={ids.describedBy}
      aria-required={element.required || undefined}
      onChange={(event) => onChange(digitsOnly(event.target.value))}
      onBlur={onBlur}
    />
  );
}
