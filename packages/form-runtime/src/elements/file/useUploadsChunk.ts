import { useCallback, useState } from "react";
import { useChunk } from "../../react/useChunk";
import { uploadsChunk } from "./loadUploads";

/**
 * The uploads' chunk for a file field, and the files chosen that the uploads have not taken yet. Every choice goes
 * through `chosen` (before the chunk arrives, as it lands, or long after), so none depends on when the chunk's
 * component mounted. A failed fetch drops the waiting files and says so; the next choice fetches again.
 */
export function useUploadsChunk(multiple: boolean) {
  const chunk = useChunk(uploadsChunk);
  const [chosen, setChosen] = useState<readonly File[]>([]);
  const choose = (files: readonly File[]) => {
    setChosen((waiting) => (multiple ? [...waiting, ...files] : files));
    if (!chunk.value) chunk.need(() => setChosen([]));
  };
  // Stable, so the uploads take each choice once.
  const taken = useCallback(
    (files: readonly File[]) => setChosen((waiting) => waiting.filter((file) => !files.includes(file))),
    [],
  );
  return {
    Loaded: chunk.value,
    chosen,
    waiting: chunk.value === null && chosen.length > 0,
    failed: chunk.failed,
    choose,
    taken,
  };
}
