import { errorsMessages } from "../../messages/errors";

// Kept small: this module is in the first chunk that /signin loads (120 KB budget).

/** A failed call as section 8 describes it. */
export interface AppError {
  code: number | null;
  status: number;
  message: string;
}

/** Persian (Arabic-script) letters: a message without any is not one a provider can read. */
const PERSIAN_LETTER = /[\u0600-\u06FF]/;
/** The trailing '(field_name)' the server adds to a validation message: a contract name, not for the user. */
const FIELD_SUFFIX = /\s*\([\w.]+\)\s*$/;

/**
 * Section 8: any failure as {code, status, message}. A call that got no answer says why from the connection as it is
 * now, not as it was when the call failed (issue 27 item 3): offline the internet-cut text; online, the server could
 * not be reached.
 */
export function toAppError(
  error: unknown,
  online: boolean = typeof navigator === "undefined" || navigator.onLine,
): AppError {
  const e = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  const status = typeof e.status === "number" ? e.status : error instanceof TypeError ? 0 : -1;
  const code = typeof e.code === "number" ? e.code : null;
  const raw = typeof e.message === "string" ? e.message.trim() : "";
  if (status === 0)
    return { code, status, message: online ? errorsMessages.unreachable : errorsMessages.offline };
  // Only Persian reaches the user (issue 14 item 4): the server's Persian message without a contract field name, or,
  // for an English or empty one ('Failed to fetch', 'Internal Server Error'), the generic system error.
  const message = PERSIAN_LETTER.test(raw) ? raw.replace(FIELD_SUFFIX, "") : errorsMessages.generic;
  return { code, status: Math.max(status, 0), message };
}

/** The message a toast shows for a failure. */
export function errorMessage(error: unknown): string {
  return toAppError(error).message;
}

/** True for 403 with code 1042 (account validation is wrong). */
export function isAccountRejected(error: unknown): boolean {
  const e = toAppError(error);
  return e.status === 403 && e.code === 1042;
}

/** Seconds to wait before trying again when the server refused with 429 (its `Retry-After`), else null. */
export function retryAfterOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const e = error as Record<string, unknown>;
  if (e.status !== 429) return null;
  const seconds = e.retryAfterSeconds;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}
