import { isMobile, normalizeMobile } from "@ceremony/persian-text";
import { ErrorCode, httpError } from "../../http/errors";
import { type KeyOf, reqString } from "../../http/input";
import { messages } from "../../messages";

/** The normalised mobile of `key`, or 400 with the Persian mobile message. */
export function mobileOf<S extends Record<string, unknown>>(src: S, key: KeyOf<S>): string {
  const mobile = normalizeMobile(reqString(src, key, 20));
  if (!isMobile(mobile))
    throw httpError(400, messages.mobileInvalid, ErrorCode.invalidRequest, [
      { path: key, message: "mobile 09xxxxxxxxx" },
    ]);
  return mobile;
}

/**
 * The 5-digit one-time code of `key` as text (the contract sends it as an integer, so leading zeros are padded
 * back), or 400 "wrong code" with `detailPath` in the details.
 */
export function codeOf<S extends Record<string, unknown>>(
  src: S,
  key: KeyOf<S>,
  detailPath: string = key,
): string {
  const raw = src[key];
  const text =
    typeof raw === "number" ? String(raw).padStart(5, "0") : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d{5}$/.test(text))
    throw httpError(400, messages.codeWrong, ErrorCode.codeWrong, [
      { path: detailPath, message: "5 digits" },
    ]);
  return text;
}
