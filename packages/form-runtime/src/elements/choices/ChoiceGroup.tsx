import type { Option } from "../../core/types";
import type { ElementRendererProps } from "../../react/types";
import { useMessages } from "../../react/useMessages";

/**
 * A labelled group of radio buttons or checkboxes, one per option: the group carries the label, description and
 * invalid state; the first input carries the field's control id (the target of focus on a failed submit).
 */
export function ChoiceGroup({
  type,
  isChecked,
  onPick,
  element,
  error,
  disabled,
  ids,
  options,
  onBlur,
}: Pick<
  ElementRendererProps<"radio" | "multiSelect">,
  "element" | "error" | "disabled" | "ids" | "options" | "onBlur"
> & {
  readonly type: "radio" | "checkbox";
  readonly isChecked: (option: Option) => boolean;
  readonly onPick: (option: Option, checked: boolean) => void;
}) {
  const messages = useMessages();
  const invalid = error !== null;
  const inputs = (
    <>
      {options.length === 0 ? <span className="fr-muted">{messages.noOptions}</span> : null}
      {options.map((option, index) => (
        <label className="fr-check" key={String(option.value)}>
          <input
            type={type}
            id={index === 0 ? ids.control : undefined}
            name={type === "radio" ? ids.control : undefined}
            checked={isChecked(option)}
            disabled={disabled}
            aria-invalid={invalid}
            onChange={(event) => onPick(option, event.target.checked)}
            onBlur={onBlur}
          />
          <span>{option.title}</span>
        </label>
      ))}
    </>
  );
  // A radio group is a `radiogroup` (it may be required); a checkbox list is a fieldset.
  return type === "radio" ? (
    <div
      className="fr-choices"
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-describedby={ids.describedBy}
      aria-invalid={invalid}
      aria-required={element.required || undefined}
    >
      {inputs}
    </div>
  ) : (
    <fieldset
      className="fr-choices"
      aria-labelledby={ids.label}
      aria-describedby={ids.describedBy}
      aria-invalid={invalid}
    >
      {inputs}
    </fieldset>
  );
}
