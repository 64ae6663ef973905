import type { ElementRendererProps } from "../../react/types";
import { UploadField } from "./UploadField";

/** Input type 9: one file. A second choice is refused with the spec's message until the first is removed. */
export function FileField({
  element,
  value,
  onChange,
  error,
  disabled,
  ids,
  adapters,
}: ElementRendererProps<"file">) {
  return (
    <UploadField
      multiple={false}
      paths={value === null ? [] : [value]}
      onPaths={(paths) => onChange(paths[0] ?? null)}
      folder={element.folder}
      fieldKey={element.key}
      invalid={error !== null}
      disabled={disabled}
      ids={ids}
      adapters={adapters}
    />
  );
}
