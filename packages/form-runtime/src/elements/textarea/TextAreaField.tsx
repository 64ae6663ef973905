import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";

/** Input type 2 with a non-numeric data type: long text. */
export function TextAreaField(props: ElementRendererProps<"textarea">) {
  return (
    <textarea
      {...controlProps(props)}
      className="fr-input fr-textarea"
      rows={4}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
