import { findOption } from "../../core/options";
import type { ElementRendererProps } from "../../react/types";
import { ChoiceGroup } from "../choices/ChoiceGroup";

/** Input type 8: one choice as radio buttons. */
export function RadioField(props: ElementRendererProps<"radio">) {
  const selected = findOption(props.options, props.value);
  return (
    <ChoiceGroup
      {...props}
      type="radio"
      isChecked={(option) => selected !== undefined && String(selected.value) === String(option.value)}
      onPick={(option) => props.onChange(option.value)}
    />
  );
}
