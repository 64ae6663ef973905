import { messages } from "../../core/messages";
import type { ElementRendererProps } from "../../react/types";

/** Input type 7: several choices as a checkbox list (multi-checkbox), value a list of option values. */
export function MultiSelectField({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ids,
  options,
}: ElementRendererProps<"multiSelect">) {
  const chosen = new Set(value.map(String));
  const toggle = (optionValue: string | number, checked: boolean) => {
    const rest = value.filter((v) => String(v) !== String(optionValue));
    // Keep the options' order, so the submitted list does not depend on click order.
    const next = checked ? [...rest, optionValue] : rest;
    const order = new Map(options.map((o, i) => [String(o.value), i]));
    onChange([...next].sort((a, b) => (order.get(String(a)) ?? 0) - (order.get(String(b)) ?? 0)));
  };
  return (
    <fieldset
      className="fr-choices"
      aria-labelledby={ids.label}
      aria-describedby={ids.describedBy}
      aria-invalid={error !== null}
    >
      {options.length === 0 ? <span className="fr-muted">{messages.noOptions}</span> : null}
      {options.map((option, index) => (
        <label className="fr-check" key={String(option.value)}>
          <input
            type="checkbox"
            id={index === 0 ? ids.control : undefined}
            checked={chosen.has(String(option.value))}
            disabled={disabled}
            aria-invalid={error !== null}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={onBlur}
          />
          <span>{option.title}</span>
        </label>
      ))}
    </fieldset>
  );
}
