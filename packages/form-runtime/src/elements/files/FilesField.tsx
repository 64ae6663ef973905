import type { ElementRendererProps } from "../../react/types";
import { UploadField } from "../file/UploadField";

/** Input type 10: several files, each uploaded with its own progress and cancel. */
export function FilesField({
  element,
  value,
  onChange,
  error,
  disabled,
  ids,
  adapters,
}: ElementRendererProps<"files">) {
  return (
    <UploadField
      multiple
      paths={value}
      onPaths={(paths) => onChange([...paths])}
      folder={element.folder}
      fieldKey={element.key}
      invalid={error !== null}
      disabled={disabled}
      ids={ids}
      adapters={adapters}
    />
  );
}
