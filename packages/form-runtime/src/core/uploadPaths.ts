/** The size of the image variant shown as a thumbnail (the server's smallest). */
const THUMBNAIL_SIZE = "120x120";

/** The parts of a stored upload: `;`-separated paths, the original first, then an image's sized variants. */
function partsOf(stored: string): string[] {
  return stored.split(";").filter(Boolean);
}

/** The stored path of an upload's thumbnail (its 120×120 variant), or null for a file that is not an image. */
export function thumbnailPath(stored: string): string | null {
  return partsOf(stored).find((part) => part.includes(`_${THUMBNAIL_SIZE}.`)) ?? null;
}

/** A name for an upload whose device name is unknown: the original's file name, not the last variant's. */
export function storedFileName(stored: string): string {
  const original = partsOf(stored)[0] ?? stored;
  return original.split("/").pop() || original;
}
