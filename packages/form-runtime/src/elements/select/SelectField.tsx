import { messages } from "../../core/messages";
import { findOption } from "../../core/options";
import type { ElementRendererProps } from "../../react/types";

/** Input type 5: a native select (the phone's own picker); option values keep their server type. */
export function SelectField({
  element,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ids,
  options,
}: ElementRendererProps<"select">) {
  const selected = findOption(options, value);
  return (
    <select
      className="fr-input fr-select"
      id={ids.control}
      value={selected ? String(selected.value) : ""}
      disabled={disabled}
      aria-invalid={error !== null}
      aria-describedby={ids.describedBy}
      aria-required={element.required || undefined}
      onChange={(event) => onChange(findOption(options, event.target.value)?.value ?? null)}
      onBlur={onBlur}
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
