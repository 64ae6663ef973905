/** What a stored file is written from: a local file (moved or copied in) or bytes in memory (small seeds). */
export type FileSource = { path: string } | { bytes: Uint8Array };

/** A stored file opened for reading: its size, and its bytes as a stream read as it is consumed. */
export interface StoredFile {
  size: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Where uploaded files live, seen alike by every instance that shares the store. Keys are relative paths
 * (`folder/name_org.jpg`) already checked by the caller. `put` may move a `{ path }` source away (the local disk
 * renames it): the caller must not count on it afterwards.
 */
export interface FileStore {
  readonly kind: "disk" | "postgres" | "s3";
  put(key: string, source: FileSource): Promise<void>;
  /** The whole file in memory, or null when missing (small files only: use `stream` to serve). */
  get(key: string): Promise<Uint8Array | null>;
  /** The file as a stream, or null when missing. */
  stream(key: string): Promise<StoredFile | null>;
  /** Removes the files; missing keys are ignored. */
  delete(keys: readonly string[]): Promise<void>;
}

/** Reads a whole stream into one buffer (for `get` on stores that only stream). */
export async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}
