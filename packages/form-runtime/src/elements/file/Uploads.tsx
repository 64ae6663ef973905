import { useEffect, useRef } from "react";
import type { FormAdapters } from "../../core/adapters";
import { UploadList } from "./UploadList";
import { useUploads } from "./useUploads";

/**
 * A file field's uploads and their list: the part of types 9 and 10 behind the picker, in its own chunk. The picker
 * (loaded up front) hands every choice over as `chosen`, whenever it comes; the uploads start them and give them
 * back through `onTaken`. With `single`, a second file is refused (`onRefused`) until the first is removed.
 */
export function Uploads({
  chosen,
  onTaken,
  single,
  paths,
  folder,
  fieldKey,
  adapters,
  disabled,
  onPaths,
  onRefused,
}: {
  readonly chosen: readonly File[];
  readonly onTaken: (files: readonly File[]) => void;
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
  // Taken in an effect, after useUploads' own: StrictMode's rehearsal cancels what the first run started (useUploads'
  // cleanup) and the second run, seeing the same `chosen`, starts it again.
  const latestPick = useRef(pick);
  latestPick.current = pick;
  useEffect(() => {
    if (chosen.length === 0) return;
    latestPick.current(chosen);
    onTaken(chosen);
  }, [chosen, onTaken]);
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
