import { type ControlSource, controlProps } from "../../react/controlProps";
import { FieldCaption } from "../../react/FieldCaption";

/**
 * One checkbox that carries its own label; shared by the true/false checkbox and the 0/1 flag. It has no hooks and
 * is called as a function, as is the caption inside it: a field of thousands of checkboxes mounts one component each.
 */
export function CheckControl({
  checked,
  onToggle,
  ...props
}: ControlSource<"checkbox" | "flag"> & {
  readonly checked: boolean;
  readonly onToggle: (checked: boolean) => void;
}) {
  return (
    <label className="fr-check" id={props.ids.label}>
      <input
        {...controlProps(props)}
        type="checkbox"
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <span>{FieldCaption({ element: props.element })}</span>
    </label>
  );
}
