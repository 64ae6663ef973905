import type { ElementRendererProps } from "../../react/types";
import { CheckControl } from "../checkbox/CheckControl";

/** Input type 15: a checkbox holding 1 or 0; it carries its own label. */
export function FlagField(props: ElementRendererProps<"flag">) {
  return CheckControl({
    ...props,
    checked: props.value === 1,
    onToggle: (checked) => props.onChange(checked ? 1 : 0),
  });
}
