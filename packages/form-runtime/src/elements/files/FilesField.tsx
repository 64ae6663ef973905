import { useRef } from "react";
import type { ElementRendererProps } from "../../react/types";
import { useMessages } from "../../react/useMessages";
import { FilePicker } from "../file/FilePicker";
import { UploadList } from "../file/UploadList";
import { useUploads } from "../file/useUploads";

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
  const messages = useMessages();
  // Uploads finish in any order: append to the latest list, not the one of the render that started them.
  const latest = useRef(value);
  latest.current = value;
  const uploads = useUploads(
    adapters,
    element.folder,
    (path) => {
      latest.current = [...latest.current, path];
      onChange(latest.current);
    },
    element.key,
  );
  return (
    <div className="fr-upload">
      <FilePicker
        ids={ids}
        label={messages.chooseFiles}
        multiple
        disabled={disabled}
        invalid={error !== null}
        onFiles={uploads.start}
      />
      <UploadList
        paths={value}
        items={uploads.items}
        names={uploads.names}
        adapters={adapters}
        disabled={disabled}
        onRemove={(path) => onChange(value.filter((p) => p !== path))}
        onCancel={uploads.cancel}
      />
    </div>
  );
}
