import { errorsMessages } from "../../messages";
import type { AppError } from "./types";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Section 8: any failure as {code, status, message}; offline network errors get the connection message. */
export function toAppError(
  error: unknown,
  online: boolean = typeof navigator === "undefined" || navigator.onLine,
): AppError {
  if (isRecord(error) && typeof error.status === "number") {
    const code = typeof error.code === "number" ? error.code : null;
    const message =
      typeof error.message === "string" && error.message ? error.message : errorsMessages.generic;
    if (error.status === 0 && !online) return { code, status: 0, message: errorsMessages.offline };
    return { code, status: error.status, message };
  }
  if (error instanceof TypeError) {
    return {
      code: null,
      status: 0,
      message: online ? error.message || errorsMessages.generic : errorsMessages.offline,
    };
  }
  if (error instanceof Error && error.message) return { code: null, status: 0, message: error.message };
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

/** Seconds to wait before trying again when the server refused with 429 (its `Retry-After`), else null. */
export function retryAfterOf(error: unknown): number | null {
  if (!isRecord(error) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}
