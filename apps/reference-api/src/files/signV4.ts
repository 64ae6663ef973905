import { createHash, createHmac } from "node:crypto";

/** The credentials and place an S3-compatible request is signed for. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** A request to sign: headers must already hold `host` and `x-amz-content-sha256`. */
export interface RequestToSign {
  method: string;
  /** The path as sent (already percent-encoded). */
  path: string;
  headers: Record<string, string>;
  /** When the request is made. */
  date: Date;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmac = (key: string | Buffer, text: string) => createHmac("sha256", key).update(text).digest();

/** Hex SHA-256 of an empty body (GET, DELETE). */
export const EMPTY_SHA256 = sha256("");

/** Percent-encodes a key for an S3 path: everything but RFC 3986 unreserved characters and `/`. */
export function encodeKey(key: string): string {
  return key
    .split("/")
    .map((part) =>
      encodeURIComponent(part).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join("/");
}

/**
 * AWS Signature Version 4 for the `s3` service (header form, no query string): answers the headers to add,
 * `x-amz-date` and `authorization`, signing every header given.
 */
export function signV4(request: RequestToSign, credentials: S3Credentials): Record<string, string> {
  const amzDate = request.date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...request.headers, "x-amz-date": amzDate }))
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const canonical = [
    request.method,
    request.path,
    "",
    ...names.map((name) => `${name}:${headers[name]}`),
    "",
    signedHeaders,
    headers["x-amz-content-sha256"] ?? EMPTY_SHA256,
  ].join("\n");
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, "s3", "aws4_request"]) key = hmac(key, part);
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  return {
    "x-amz-date": amzDate,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
