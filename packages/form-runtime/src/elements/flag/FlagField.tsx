import type { ElementRendererProps } from "../../react/types";

/** Input type 15: a checkbox holding 1 or 0. */
export function FlagField({
  element,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ids,
}: ElementRendererProps<"flag">) {
  return (
    <label className="fr-check" id={ids.label}>
      <input
        id={ids.control}
        type="checkbox"
        checked={value === 1}
        disabled={disabled}
        aria-invalid={error !== null}
        aria-describedby={ids.describedBy}
        aria-required={element.required || undefined}
        onChange={(event) => onChange(event.target.checked ? 1 : 0)}
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
