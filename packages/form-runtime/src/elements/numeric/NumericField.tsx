import { digitsOnly, toPersianDigits } from "@ceremony/persian-text";
import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";

/**
 * Numeric text (data type 2): digits only, shown in Persian digits whatever keyboard typed them; the value held and
 * sent is Latin.
 */
export function NumericField(props: ElementRendererProps<"numeric">) {
  return (
    <input
      {...controlProps(props)}
      className="fr-input"
      type="text"
      inputMode="numeric"
      dir="ltr"
      value={toPersianDigits(props.value)}
      onChange={(event) => props.onChange(digitsOnly(event.target.value))}
    />
  );
}
