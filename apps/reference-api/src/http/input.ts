import { toLatinDigits } from "@ceremony/persian-text";
import { messages } from "../messages";
import { ErrorCode, httpError } from "./errors";

type Source = Record<string, unknown>;

/** A field name of a body; of any of its alternatives when the contract gives several (oneOf). */
export type KeyOf<S> = S extends unknown ? keyof S & string : never;

/**
 * Throws 400 code 1001 for one bad field: the Persian message names `key`, the detail says `what` is expected
 * (English, for developers) at `path` (default `/body/<key>`).
 */
export function invalidInput(
  key: string,
  what: string,
  path: string = key.startsWith("/") ? key : `/body/${key}`,
): never {
  throw httpError(400, `${messages.invalidRequest} (${key})`, ErrorCode.invalidRequest, [
    { path, message: what },
  ]);
}

/** A required non-empty string (trimmed). */
export function reqString<S extends Source>(src: S, key: KeyOf<S>, max = 5000): string {
  const v = src[key];
  if (typeof v !== "string" || v.trim() === "") return invalidInput(key, "required string");
  if (v.length > max) return invalidInput(key, `longer than ${max}`);
  return v.trim();
}

/** An optional string; undefined when absent or null. */
export function optString<S extends Source>(src: S, key: KeyOf<S>, max = 5000): string | undefined {
  const v = src[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string") return invalidInput(key, "must be string");
  if (v.length > max) return invalidInput(key, `longer than ${max}`);
  return v.trim();
}

/** A required integer (numeric strings accepted, Persian digits normalised). */
export function reqInt<S extends Source>(src: S, key: KeyOf<S>): number {
  const n = optInt(src, key);
  if (n === undefined) return invalidInput(key, "required integer");
  return n;
}

/** An optional integer. */
export function optInt<S extends Source>(src: S, key: KeyOf<S>): number | undefined {
  const v = src[key];
  if (v === undefined || v === null || v === "") return undefined;
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(toLatinDigits(v.trim())) : Number.NaN;
  if (!Number.isSafeInteger(n)) return invalidInput(key, "must be integer");
  return n;
}

/** An optional boolean (true/false, "true"/"false", 1/0). */
export function optBool<S extends Source>(src: S, key: KeyOf<S>): boolean | undefined {
  const v = src[key];
  if (v === undefined || v === null) return undefined;
  if (v === true || v === "true" || v === 1 || v === "1") return true;
  if (v === false || v === "false" || v === 0 || v === "0") return false;
  return invalidInput(key, "must be boolean");
}
