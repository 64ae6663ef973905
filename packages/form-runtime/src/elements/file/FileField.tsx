import { useState } from "react";
import type { ElementRendererProps } from "../../react/types";
import { useMessages } from "../../react/useMessages";
import { FilePicker } from "./FilePicker";
import { UploadList } from "./UploadList";
import { useUploads } from "./useUploads";

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
  const messages = useMessages();
  const uploads = useUploads(adapters, element.folder, (path) => onChange(path), element.key);
  const [refused, setRefused] = useState(false);
  const occupied = value !== null || uploads.busy;
  const refusedId = `${ids.control}-refused`;
  return (
    <div className="fr-upload">
      <FilePicker
        ids={ids}
        label={messages.chooseFile}
        disabled={disabled}
        invalid={error !== null}
        extraDescribedBy={refused ? refusedId : undefined}
        onFiles={(files) => {
          if (files.length === 0) return;
          if (occupied) {
            setRefused(true);
            return;
          }
          setRefused(false);
          uploads.start(files.slice(0, 1));
        }}
      />
      {refused ? (
        <p className="fr-error" role="alert" id={refusedId}>
          {messages.singleFileRefused}
        </p>
      ) : null}
      <UploadList
        paths={value === null ? [] : [value]}
        items={uploads.items}
        names={uploads.names}
        adapters={adapters}
        disabled={disabled}
        onRemove={() => {
          setRefused(false);
          onChange(null);
        }}
        onCancel={(id) => {
          setRefused(false);
          uploads.cancel(id);
        }}
      />
    </div>
  );
}
