import { useState } from "react";
import type { FormAdapters } from "../../core/adapters";
import type { FieldIds } from "../../react/types";
import { useMessages } from "../../react/useMessages";
import { FilePicker } from "./FilePicker";
import { useUploadsChunk } from "./useUploadsChunk";

/**
 * Types 9 and 10: the picker is here up front; the uploads and the file list come in their own chunk, fetched
 * after the field mounts (files chosen before it arrives wait for it, and are taken when it does).
 */
export function UploadField({
  multiple,
  paths,
  onPaths,
  folder,
  fieldKey,
  invalid,
  disabled,
  ids,
  adapters,
}: {
  readonly multiple: boolean;
  readonly paths: readonly string[];
  readonly onPaths: (paths: readonly string[]) => void;
  readonly folder: string;
  readonly fieldKey: string;
  readonly invalid: boolean;
  readonly disabled: boolean;
  readonly ids: FieldIds;
  readonly adapters: FormAdapters;
}) {
  const messages = useMessages();
  const chunk = useUploadsChunk(multiple);
  const [refused, setRefused] = useState(false);
  const refusedId = `${ids.control}-refused`;
  const Uploads = chunk.Loaded;
  return (
    <div className="fr-upload" aria-busy={chunk.waiting || undefined}>
      <FilePicker
        ids={ids}
        label={multiple ? messages.chooseFiles : messages.chooseFile}
        multiple={multiple}
        disabled={disabled}
        invalid={invalid}
        extraDescribedBy={refused ? refusedId : undefined}
        onFiles={(files) => {
          if (files.length > 0) chunk.choose(files);
        }}
      />
      {refused ? (
        <p className="fr-error" role="alert" id={refusedId}>
          {messages.singleFileRefused}
        </p>
      ) : null}
      {chunk.failed ? (
        <p className="fr-notice fr-notice-error" role="alert">
          {messages.uploadsUnavailable}
        </p>
      ) : null}
      {Uploads ? (
        <Uploads
          chosen={chunk.chosen}
          onTaken={chunk.taken}
          single={!multiple}
          paths={paths}
          folder={folder}
          fieldKey={fieldKey}
          adapters={adapters}
          disabled={disabled}
          onPaths={onPaths}
          onRefused={setRefused}
        />
      ) : null}
    </div>
  );
}
