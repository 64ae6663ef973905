import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";
import { ShebaInput } from "./ShebaInput";

/** Input type 1: one line of text (a sheba field has its own input, see {@link ShebaInput}). */
export function TextField(props: ElementRendererProps<"text">) {
  if (props.element.sheba) return <ShebaInput {...props} />;
  return (
    <input
      {...controlProps(props)}
      className="fr-input"
      type="text"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
