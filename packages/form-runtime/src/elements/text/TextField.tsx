import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";

/** Input type 1: one line of text. */
export function TextField(props: ElementRendererProps<"text">) {
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
