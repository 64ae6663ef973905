import { digitsOnly } from "@ceremony/persian-text";
import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";

/** Numeric text (data type 2): digits only; Persian and Arabic-Indic digits become Latin as they are typed. */
export function NumericField(props: ElementRendererProps<"numeric">) {
  return (
    <input
      {...controlProps(props)}
      className="fr-input"
      type="text"
      inputMode="numeric"
      dir="ltr"
      value={props.value}
      onChange={(event) => props.onChange(digitsOnly(event.target.value))}
    />
  );
}
