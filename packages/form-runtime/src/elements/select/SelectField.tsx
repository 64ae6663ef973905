import { findOption } from "../../core/options";
import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";
import { useMessages } from "../../react/useMessages";

/** Input type 5: a native select (the phone's own picker); option values keep their server type. */
export function SelectField(props: ElementRendererProps<"select">) {
  const messages = useMessages();
  const { value, onChange, options } = props;
  const selected = findOption(options, value);
  return (
    <select
      {...controlProps(props)}
      className="fr-input fr-select"
      value={selected ? String(selected.value) : ""}
      onChange={(event) => onChange(findOption(options, event.target.value)?.value ?? null)}
    >
      <option value="">{options.length === 0 ? messages.noOptions : messages.selectPlaceholder}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.title}
        </option>
      ))}
    </select>
  );
}
