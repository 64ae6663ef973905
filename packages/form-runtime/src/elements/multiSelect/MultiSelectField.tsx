import type { ElementRendererProps } from "../../react/types";
import { ChoiceGroup } from "../choices/ChoiceGroup";

/** Input type 7: several choices as a checkbox list (multi-checkbox), value a list of option values. */
export function MultiSelectField(props: ElementRendererProps<"multiSelect">) {
  const { value, onChange, options } = props;
  const chosen = new Set(value.map(String));
  return (
    <ChoiceGroup
      {...props}
      type="checkbox"
      isChecked={(option) => chosen.has(String(option.value))}
      onPick={(option, checked) => {
        const rest = value.filter((v) => String(v) !== String(option.value));
        // Keep the options' order, so the submitted list does not depend on click order.
        const next = checked ? [...rest, option.value] : rest;
        const order = new Map(options.map((o, i) => [String(o.value), i]));
        onChange(next.sort((a, b) => (order.get(String(a)) ?? 0) - (order.get(String(b)) ?? 0)));
      }}
    />
  );
}
