import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import { type FileStore, readAll } from "./fileStore";
import { EMPTY_SHA256, encodeKey, type S3Credentials, signV4 } from "./signV4";

/** Where an S3-compatible bucket is and how to sign for it (UPLOAD_S3_* settings). */
export interface S3Settings extends S3Credentials {
  /** `https://s3.example.com` (path-style addressing: `<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  bucket: string;
}

/** The streamed body is not hashed before sending: the transport (TLS) protects it, as S3 allows. */
const UNSIGNED = "UNSIGNED-PAYLOAD";

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), path-style, signed with Signature V4. Uploads
 * stream from the temporary file with its length (no multipart upload: files are at most MAX_UPLOAD_BYTES);
 * reads stream the object's body through.
 */
export function s3FileStore(settings: S3Settings, now: () => Date = () => new Date()): FileStore {
  const base = new URL(settings.endpoint);
  const prefix = base.pathname.replace(/\/+$/, "");
  const send = (method: string, key: string, body?: { length: number; data: Readable }) => {
    const path = `${prefix}/${encodeKey(settings.bucket)}/${encodeKey(key)}`;
    const headers: Record<string, string> = {
      host: base.host,
      "x-amz-content-sha256": body ? UNSIGNED : EMPTY_SHA256,
    };
    if (body) headers["content-length"] = String(body.length);
    Object.assign(headers, signV4({ method, path, headers, date: now() }, settings));
    const request = base.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(
        { method, host: base.hostname, port: base.port || undefined, path, headers },
        resolve,
      );
      req.on("error", reject);
      if (body) body.data.on("error", (error) => req.destroy(error)).pipe(req);
      else req.end();
    });
  };
  const failed = async (response: IncomingMessage, what: string) => {
    const text = Buffer.from(await readAll(Readable.toWeb(response) as ReadableStream<Uint8Array>));
    return new Error(`S3 ${what} answered ${response.statusCode}: ${text.toString("utf8").slice(0, 300)}`);
  };
  const store: FileStore = {
    kind: "s3",
    async put(key, source) {
      const body =
        "bytes" in source
          ? { length: source.bytes.length, data: Readable.from([Buffer.from(source.bytes)]) }
          : { length: (await stat(source.path)).size, data: createReadStream(source.path) };
      const response = await send("PUT", key, body);
      if (response.statusCode !== 200) throw await failed(response, `PUT ${key}`);
      response.resume();
    },
    async get(key) {
      const file = await store.stream(key);
      return file ? readAll(file.body) : null;
    },
    async stream(key) {
      const response = await send("GET", key);
      if (response.statusCode === 404) {
        response.resume();
        return null;
      }
      if (response.statusCode !== 200) throw await failed(response, `GET ${key}`);
      return {
        size: Number(response.headers["content-length"] ?? 0),
        body: Readable.toWeb(response) as unknown as ReadableStream<Uint8Array>,
      };
    },
    async delete(keys) {
      for (const key of keys) {
        const response = await send("DELETE", key);
        if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404)
          throw await failed(response, `DELETE ${key}`);
        response.resume();
      }
    },
  };
  return store;
}
