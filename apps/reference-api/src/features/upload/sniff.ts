/** A file kind the upload accepts: its media type, the stored extension and whether size variants are made. */
export interface FileKind {
  type: string;
  ext: string;
  image: boolean;
}

/** Bytes `sniff` needs from the start of a file. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/**
 * The kind of a file from its first bytes (never from its name or declared type), or null when not accepted:
 * JPEG, PNG, GIF, WebP, PDF, and audio samples (MP3 with or without an ID3 tag, Ogg, WAV, M4A).
 */
export function sniff(bytes: Uint8Array): FileKind | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return { type: "image/jpeg", ext: "jpg", image: true };
  if (ascii(bytes, 0, "\x89PNG\r\n\x1a\n")) return { type: "image/png", ext: "png", image: true };
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a"))
    return { type: "image/gif", ext: "gif", image: true };
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP"))
    return { type: "image/webp", ext: "webp", image: true };
  if (ascii(bytes, 0, "%PDF-")) return { type: "application/pdf", ext: "pdf", image: false };
  if (ascii(bytes, 0, "ID3") && b(3) >= 2 && b(3) <= 4)
    return { type: "audio/mpeg", ext: "mp3", image: false };
  // An MPEG audio frame header: 11 sync bits, a valid version (not 01), layer III, and a bitrate index not 1111.
  if (
    b(0) === 0xff &&
    (b(1) & 0xe0) === 0xe0 &&
    (b(1) & 0x18) !== 0x08 &&
    (b(1) & 0x06) === 0x02 &&
    (b(2) & 0xf0) !== 0xf0
  )
    return { type: "audio/mpeg", ext: "mp3", image: false };
  if (ascii(bytes, 0, "OggS")) return { type: "audio/ogg", ext: "ogg", image: false };
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WAVE"))
    return { type: "audio/wav", ext: "wav", image: false };
  if (ascii(bytes, 4, "ftypM4A ")) return { type: "audio/mp4", ext: "m4a", image: false };
  return null;
}
