import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";

/** Input type 1: one line of text. */
export function TextField(props: ElementRendererProps<"text">) {
  return (
    <input
      {...controlProps(props)}
      className="fr-input"
      type="text"
      // Latin typed into the right-to-left form keeps its own order ('John@' is not shown as '@John'); an empty
      // field follows the form (an empty `auto` field turns left to right).
      dir={props.value ? "auto" : undefined}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
