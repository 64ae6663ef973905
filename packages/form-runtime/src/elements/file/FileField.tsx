import { useState } from "react";
import { messages } from "../../core/messages";
import type { ElementRendererProps } from "../../react/types";
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
  const uploads = useUploads(adapters, element.folder, (path) => onChange(path));
  const [refused, setRefused] = useState(false);
  const occupied = value !== null || uploads.busy;
  return (
    <div className="fr-upload">
      <label className="fr-button fr-button-secondary">
        <span id={`${ids.control}-choose`}>{messages.chooseFile}</span>
        <input
          className="fr-visually-hidden"
          id={ids.control}
          type="file"
          disabled={disabled}
          aria-invalid={error !== null}
          aria-labelledby={`${ids.label} ${ids.control}-choose`}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length === 0) return;
            if (occupied) {
              setRefused(true);
              return;
            }
            setRefused(false);
            uploads.start(files.slice(0, 1));
          }}
        />
      </label>
      {refused ? (
        <p className="fr-error" role="alert">
          {messages.singleFileRefused}
        </p>
      ) : null}
      <UploadList
        paths={value === null ? [] : [value]}
        items={uploads.items}
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
