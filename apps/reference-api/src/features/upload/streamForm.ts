import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { randomToken } from "../../auth/tokens";
import { SNIFF_BYTES } from "./sniff";

/** A file part written to a temporary file while it arrived: never held in memory as a whole. */
export interface StreamedFile {
  field: string;
  name: string;
  tempPath: string;
  size: number;
  /** The first bytes, for sniffing the real type. */
  head: Uint8Array;
}

/** The text fields and file parts of a multipart body. */
export interface StreamedForm {
  fields: Record<string, string>;
  files: StreamedFile[];
}

/** Limits checked while streaming; each broken one rejects with its own reason. */
export interface StreamLimits {
  fileBytes: number;
  files: number;
  /** Fields whose parts are files even when the client sends them without a filename. */
  fileFields: readonly string[];
}

/** Why a multipart body was refused: the caller turns it into the right status and message. */
export class FormStreamError extends Error {
  constructor(readonly reason: "malformed" | "fileTooLarge" | "tooManyFiles") {
    super(reason);
  }
}

/** Records the first bytes passing through, so the type can be checked after the file is on disk. */
function headCapture(into: { head: Uint8Array; size: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (into.head.length < SNIFF_BYTES) {
        const head = new Uint8Array(Math.min(SNIFF_BYTES, into.head.length + chunk.length));
        head.set(into.head);
        head.set(chunk.subarray(0, head.length - into.head.length), into.head.length);
        into.head = head;
      }
      into.size += chunk.length;
      callback(null, chunk);
    },
  });
}

/**
 * Parses a multipart body as it streams (busboy), writing each file part to `tempDir`. Memory stays at the size of
 * a few chunks whatever the upload's size. On any failure every temporary file is removed before rejecting.
 */
export async function streamForm(
  request: Request,
  tempDir: string,
  limits: StreamLimits,
): Promise<StreamedForm> {
  const form: StreamedForm = { fields: {}, files: [] };
  const writes: Promise<void>[] = [];
  let failure: FormStreamError | null = null;
  const fail = (reason: FormStreamError["reason"]) => {
    failure ??= new FormStreamError(reason);
  };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // Browsers send file names as UTF-8 (a Persian «نقشه سالن.jpg»); busboy's default reads them as Latin-1.
      defParamCharset: "utf8",
      // A file part without a filename arrives as a field: Latin-1 keeps its bytes exactly (field text is ASCII).
      defCharset: "latin1",
      // One file more than allowed, so "too many" is seen instead of silently dropped; +1 byte likewise.
      limits: {
        files: limits.files + 1,
        fileSize: limits.fileBytes + 1,
        fields: 50,
        // A nameless file part is held in memory (still under the whole-request cap) to stay one byte over the cap.
        fieldSize: limits.fileBytes + 1,
        parts: 100,
      },
    });
  } catch {
    throw new FormStreamError("malformed");
  }
  await mkdir(tempDir, { recursive: true });
  const addFile = (field: string, name: string | undefined, stream: Readable) => {
    if (failure || form.files.length >= limits.files) {
      if (form.files.length >= limits.files) fail("tooManyFiles");
      stream.resume();
      return;
    }
    const entry: StreamedFile = {
      field: field.endsWith("[]") ? field.slice(0, -2) : field,
      name: name || "file",
      tempPath: join(tempDir, `${randomToken().slice(0, 22)}.part`),
      size: 0,
      head: new Uint8Array(0),
    };
    form.files.push(entry);
    stream.on("limit", () => fail("fileTooLarge"));
    writes.push(pipeline(stream, headCapture(entry), createWriteStream(entry.tempPath)));
  };
  parser.on("field", (name, value, info) => {
    const key = name.endsWith("[]") ? name.slice(0, -2) : name;
    if (!limits.fileFields.includes(key)) {
      form.fields[key] = value;
      return;
    }
    if (info.valueTruncated) fail("fileTooLarge");
    addFile(name, undefined, Readable.from([Buffer.from(value, "latin1")]));
  });
  parser.on("file", (field, stream, info) => addFile(field, info.filename, stream));
  parser.on("filesLimit", () => fail("tooManyFiles"));
  const body = request.body;
  const source = body ? Readable.fromWeb(body as unknown as NodeReadableStream) : Readable.from([]);
  try {
    await pipeline(source, parser);
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    await removeTemp(form.files.map((f) => f.tempPath));
    // Errors of the body itself (the request cap's 413) pass through; busboy's own are a malformed body.
    if (error instanceof Error && error.message.startsWith("Unexpected end of form"))
      throw new FormStreamError("malformed");
    if (error instanceof Error && /^(Malformed|Unexpected|Part terminated)/.test(error.message))
      throw new FormStreamError("malformed");
    throw error;
  }
  if (failure) {
    await removeTemp(form.files.map((f) => f.tempPath));
    throw failure;
  }
  return form;
}

/** Removes the temporary files of a form (after a failure, or once they were moved into place). */
export async function removeTemp(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
