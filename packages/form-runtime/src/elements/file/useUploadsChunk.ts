import { useEffect, useState } from "react";
import { loadedUploads, loadUploads } from "./loadUploads";

/**
 * The uploads' chunk for a file field: fetched after the field mounts, so it is usually here by the time a file is
 * chosen; files chosen before that wait for it. A failed fetch drops them and says so; the next choice fetches again.
 */
export function useUploadsChunk() {
  const [Loaded, setLoaded] = useState(loadedUploads);
  const [pending, setPending] = useState<readonly File[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (Loaded) return;
    let live = true;
    // A failed fetch here is retried by the choice that needs it (which also reports it).
    loadUploads().then(
      (uploads) => live && setLoaded(() => uploads),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Loaded]);

  const wait = (files: readonly File[]) => {
    setFailed(false);
    setPending(files);
    loadUploads().then(
      (uploads) => setLoaded(() => uploads),
      () => {
        setPending([]);
        setFailed(true);
      },
    );
  };
  return { Loaded, pending, waiting: Loaded === null && pending.length > 0, failed, wait };
}
