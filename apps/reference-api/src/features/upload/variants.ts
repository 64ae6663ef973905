import sharp from "sharp";
import type { FileKind } from "./sniff";

// Uploads are one-off images: libvips' operation cache would only hold memory, and one thread per resize keeps
// parallel uploads from multiplying native buffers on a small server.
sharp.cache(false);
sharp.concurrency(1);

/** Size variants made beside each image; the stored path replaces `org` with the size (contract). */
export const IMAGE_VARIANTS = [
  { name: "360x360", size: 360 },
  { name: "120x120", size: 120 },
] as const;

/** Decompression bombs are refused: no real photo needs more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;

const FORMATS = { jpg: "jpeg", png: "png", webp: "webp", gif: "gif" } as const;

/**
 * Writes a real resized copy of the image at `source`: it fits inside size×size (aspect kept, never enlarged,
 * EXIF orientation applied, metadata dropped), in the original's format. Rejects when the image cannot be decoded.
 */
export async function writeVariant(
  source: string,
  target: string,
  size: number,
  kind: FileKind,
): Promise<void> {
  const format = FORMATS[kind.ext as keyof typeof FORMATS];
  if (!format) throw new Error(`no variant format for ${kind.ext}`);
  await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(size, size, { fit: "inside", withoutEnlargement: true })
    .toFormat(format)
    .toFile(target);
}
