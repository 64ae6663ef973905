import type { ElementRendererProps } from "../../react/types";
import { CheckControl } from "./CheckControl";

/** Input type 4: one checkbox holding true or false; it carries its own label. */
export function CheckboxField(props: ElementRendererProps<"checkbox">) {
  return CheckControl({ ...props, checked: props.value, onToggle: (checked) => props.onChange(checked) });
}
