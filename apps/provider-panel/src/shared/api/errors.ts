import { errorsMessages, fieldMessages } from "../../messages";
import type { AppError } from "./types";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Persian (Arabic-script) letters: a message without any is not one a provider can read. */
const PERSIAN_LETTER = /[\u0600-\u06FF]/;
/** A trailing '(field_name)' the server adds to a validation message. */
const FIELD_SUFFIX = /\s*\(([A-Za-z_][A-Za-z0-9_.]*)\)\s*$/;

/** The Persian name of a contract field, or null when the panel has none for it. */
function fieldLabel(name: string): string | null {
  const last = name.split(".").pop() ?? name;
  return (fieldMessages as Readonly<Record<string, string>>)[last] ?? null;
}

/**
 * Only Persian reaches the user (issue 14 item 4): a server message naming a field gets the field's Persian name,
 * and an English or empty message (a transport's 'Failed to fetch', a status text 'Internal Server Error') is
 * replaced by the Persian text for its kind of failure.
 */
export function persianMessage(message: string, status: number, online: boolean): string {
  const field = FIELD_SUFFIX.exec(message);
  if (field && PERSIAN_LETTER.test(message)) {
    const label = fieldLabel(field[1] ?? "");
    return label ? errorsMessages.invalidField(label) : message.replace(FIELD_SUFFIX, "");
  }
  if (PERSIAN_LETTER.test(message)) return message;
  if (status === 0) return online ? errorsMessages.serverUnreachable : errorsMessages.offline;
  if (status === 400 || status === 422) return errorsMessages.invalidInput;
  if (status === 429) return errorsMessages.tooMany;
  return errorsMessages.generic;
}

/** True when a failure produced no answer at all (refused connection, offline, DNS). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return isRecord(error) && error.status === 0;
}

/** Section 8: any failure as {code, status, message}; offline network errors get the connection message. */
export function toAppError(
  error: unknown,
  online: boolean = typeof navigator === "undefined" || navigator.onLine,
): AppError {
  if (isRecord(error) && typeof error.status === "number") {
    const code = typeof error.code === "number" ? error.code : null;
    const raw = typeof error.message === "string" ? error.message.trim() : "";
    if (error.status === 0 && !online) return { code, status: 0, message: errorsMessages.offline };
    return { code, status: error.status, message: persianMessage(raw, error.status, online) };
  }
  if (error instanceof TypeError) {
    return {
      code: null,
      status: 0,
      message: online ? errorsMessages.serverUnreachable : errorsMessages.offline,
    };
  }
  if (error instanceof Error && error.message) {
    return { code: null, status: 0, message: persianMessage(error.message, -1, online) };
  }
  return { code: null, status: 0, message: errorsMessages.generic };
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
