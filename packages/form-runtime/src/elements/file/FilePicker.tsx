import type { FieldIds } from "../../react/types";

/**
 * The "choose file" button: a visually hidden file input inside a button-styled label, named by the field's
 * caption and the button text. The choice is cleared at once, so choosing the same file again still fires.
 */
export function FilePicker({
  ids,
  label,
  multiple = false,
  disabled,
  invalid,
  extraDescribedBy,
  onFiles,
}: {
  readonly ids: FieldIds;
  readonly label: string;
  readonly multiple?: boolean;
  readonly disabled: boolean;
  readonly invalid: boolean;
  /** One more description id (a refusal note) after the field's help and error. */
  readonly extraDescribedBy?: string;
  readonly onFiles: (files: File[]) => void;
}) {
  const describedBy = [ids.describedBy, extraDescribedBy].filter(Boolean).join(" ") || undefined;
  return (
    <label className="fr-button fr-button-secondary">
      <span id={`${ids.control}-choose`}>{label}</span>
      <input
        className="fr-visually-hidden"
        id={ids.control}
        type="file"
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid}
        aria-labelledby={`${ids.label} ${ids.control}-choose`}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          onFiles(files);
        }}
      />
    </label>
  );
}
