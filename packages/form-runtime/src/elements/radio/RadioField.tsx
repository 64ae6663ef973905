import { messages } from "../../core/messages";
import { findOption } from "../../core/options";
import type { ElementRendererProps } from "../../react/types";

/** Input type 8: one choice as radio buttons. */
export function RadioField({
  element,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ids,
  options,
}: ElementRendererProps<"radio">) {
  const selected = findOption(options, value);
  return (
    <div
      className="fr-choices"
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-describedby={ids.describedBy}
      aria-invalid={error !== null}
      aria-required={element.required || undefined}
    >
      {options.length === 0 ? <span className="fr-muted">{messages.noOptions}</span> : null}
      {options.map((option, index) => (
        <label className="fr-check" key={String(option.value)}>
          <input
            type="radio"
            id={index === 0 ? ids.control : undefined}
            name={ids.control}
            checked={selected !== undefined && String(selected.value) === String(option.value)}
            disabled={disabled}
            aria-invalid={error !== null}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
          />
          <span>{option.title}</span>
        </label>
      ))}
    </div>
  );
}
