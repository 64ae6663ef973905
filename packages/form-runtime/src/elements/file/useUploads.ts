import { useCallback, useEffect, useRef, useState } from "react";
import type { FormAdapters } from "../../core/adapters";
import { reportEvent } from "../../core/reportEvent";
import { useMessages } from "../../react/useMessages";

/** One upload in flight, or one that failed (kept to show its error). */
export interface UploadItem {
  readonly id: number;
  readonly name: string;
  /** 0..1 */
  readonly progress: number;
  readonly error: string | null;
}

let nextId = 1;

/**
 * Per-file uploads with progress and cancel. A cancelled upload disappears silently; a failed one shows the
 * server message. Only the resulting path reaches the form, never the file contents.
 */
export function useUploads(
  adapters: FormAdapters,
  folder: string,
  onUploaded: (path: string) => void,
  fieldKey: string,
) {
  const messages = useMessages();
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  // Stored path → the name the file had on the device, for the files uploaded here.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  const controllers = useRef(new Map<number, AbortController>());
  const uploadedRef = useRef(onUploaded);
  uploadedRef.current = onUploaded;

  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live.values()) controller.abort();
      // StrictMode's rehearsal unmount would otherwise leave the aborted rows showing as in flight.
      live.clear();
      setItems([]);
    };
  }, []);

  const update = useCallback(
    (id: number, patch: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    [],
  );
  const remove = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const id = nextId++;
        const upload = adapters.upload;
        if (!upload) {
          setItems((list) => [
            ...list,
            { id, name: file.name, progress: 0, error: messages.noUploadAdapter },
          ]);
          continue;
        }
        const controller = new AbortController();
        controllers.current.set(id, controller);
        setItems((list) => [...list, { id, name: file.name, progress: 0, error: null }]);
        upload(file, {
          folder,
          signal: controller.signal,
          onProgress: (fraction) => update(id, { progress: fraction }),
        })
          .then((path) => {
            if (controller.signal.aborted) return;
            remove(id);
            setNames((known) => new Map(known).set(path, file.name));
            uploadedRef.current(path);
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            const text = error instanceof Error && error.message ? error.message : messages.uploadFailed;
            reportEvent(adapters.onEvent, { type: "uploadFailed", key: fieldKey, folder });
            update(id, { error: text, progress: 0 });
          })
          .finally(() => controllers.current.delete(id));
      }
    },
    [adapters, folder, fieldKey, update, remove, messages.uploadFailed, messages.noUploadAdapter],
  );

  const cancel = useCallback(
    (id: number) => {
      controllers.current.get(id)?.abort();
      controllers.current.delete(id);
      remove(id);
    },
    [remove],
  );

  return { items, names, start, cancel, busy: items.some((item) => item.error === null) };
}
