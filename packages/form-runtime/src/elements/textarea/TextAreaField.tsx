import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";

/** Input type 2 with a non-numeric data type: long text. */
export function TextAreaField(props: ElementRendererProps<"textarea">) {
  return (
    <textarea
      {...controlProps(props)}
      className="fr-input fr-textarea"
      // Latin typed into the right-to-left form keeps its own order; an empty field follows the form.
      dir={props.value ? "auto" : undefined}
      rows={4}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
