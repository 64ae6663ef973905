import type { ElementRendererProps } from "../../react/types";

/** Input type 4: one checkbox holding true or false; it carries its own label. */
export function CheckboxField({
  element,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ids,
}: ElementRendererProps<"checkbox">) {
  return (
    <label className="fr-check" id={ids.label}>
      <input
        id={ids.control}
        type="checkbox"
        checked={value}
        disabled={disabled}
        aria-invalid={error !== null}
        aria-describedby={ids.describedBy}
        aria-required={element.required || undefined}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <span>
        {element.caption || element.name}
        {element.required ? (
          <span className="fr-required" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </span>
    </label>
  );
}
