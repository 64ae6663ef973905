import { type Ref, useEffect, useImperativeHandle, useRef } from "react";
import type { FormAdapters } from "../../core/adapters";
import { UploadList } from "./UploadList";
import { useUploads } from "./useUploads";

/** What a file field's picker, loaded up front, asks of the uploads once they are here. */
export interface UploadsControl {
  readonly pick: (files: readonly File[]) => void;
}

/**
 * A file field's uploads and their list: the part of types 9 and 10 behind the picker, in its own chunk. Files
 * chosen before the chunk arrived come as `pending` and are taken on arrival. With `single`, a second file is
 * refused (`onRefused`) until the first is removed.
 */
export function Uploads({
  control,
  pending,
  single,
  paths,
  folder,
  fieldKey,
  adapters,
  disabled,
  onPaths,
  onRefused,
}: {
  readonly control: Ref<UploadsControl>;
  readonly pending: readonly File[];
  readonly single: boolean;
  readonly paths: readonly string[];
  readonly folder: string;
  readonly fieldKey: string;
  readonly adapters: FormAdapters;
  readonly disabled: boolean;
  readonly onPaths: (paths: readonly string[]) => void;
  readonly onRefused: (refused: boolean) => void;
}) {
  // Uploads finish in any order: append to the latest list, not the one of the render that started them.
  const latest = useRef(paths);
  latest.current = paths;
  const uploads = useUploads(
    adapters,
    folder,
    (path) => {
      latest.current = single ? [path] : [...latest.current, path];
      onPaths(latest.current);
    },
    fieldKey,
  );
  const pick = (files: readonly File[]) => {
    if (!single) return uploads.start(files);
    const refused = latest.current.length > 0 || uploads.busy;
    onRefused(refused);
    if (!refused) uploads.start(files.slice(0, 1));
  };
  useImperativeHandle(control, () => ({ pick }));
  // Only the files chosen before arrival: later choices come through the control. StrictMode's rehearsal
  // cancels them with the uploads (useUploads' cleanup), and the second run starts them again.
  const arrival = useRef({ files: pending, pick });
  arrival.current.pick = pick;
  useEffect(() => {
    const { files, pick } = arrival.current;
    if (files.length > 0) pick(files);
  }, []);
  return (
    <UploadList
      paths={paths}
      items={uploads.items}
      names={uploads.names}
      adapters={adapters}
      disabled={disabled}
      onRemove={(path) => {
        onRefused(false);
        onPaths(paths.filter((p) => p !== path));
      }}
      onCancel={(id) => {
        onRefused(false);
        uploads.cancel(id);
      }}
    />
  );
}
