import { messages } from "./messages";

/** Status given to failures that never produced an HTTP answer (network down, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;

/**
 * The one error shape every failed call ends in: `code` from the server body (else null), the HTTP `status`
 * (0 for network failures) and a `message` ready to show (server text, else transport text, else Persian text).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The server's numeric error code (`code` in the error body), or null when it gave none. */
  readonly code: number | null;
  /** HTTP status; 0 when no answer arrived; 401 for a private call refused locally. */
  readonly status: number;
  /** Seconds to wait before trying again (`Retry-After` of a 429 or 503), else null. */
  readonly retryAfterSeconds: number | null;
  /**
   * The error body's `details` as the server sent them (the fields a refusal names), read with `fieldErrorsOf`; kept
   * raw so that the reading stays out of the first chunk, where every call's error handling lives.
   */
  readonly details: unknown;
  /**
   * The error body's `errors` as the server sent them (the form fields a create or edit refused, by element key),
   * read with `keyedFieldErrorsOf`; kept raw for the same reason as `details`.
   */
  readonly fieldErrors: unknown;

  constructor(init: {
    code: number | null;
    status: number;
    message: string;
    cause?: unknown;
    retryAfterSeconds?: number | null;
    details?: unknown;
    fieldErrors?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.details = init.details;
    this.fieldErrors = init.fieldErrors;
  }

  /** A plain `{code, status, message}` copy, for logging or putting into state. */
  toJSON(): { code: number | null; status: number; message: string } {
    return { code: this.code, status: this.status, message: this.message };
  }
}

/** True for any `ApiError` (also across bundle copies, by shape and name). */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { name?: unknown }).name === "ApiError" &&
    typeof (value as { status?: unknown }).status === "number" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

/** True for a cancelled call (fetch or upload aborted through an AbortSignal): callers can ignore it silently. */
export function isAbortError(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { name?: unknown }).name === "AbortError";
}

/** The error a cancelled upload rejects with, shaped like the one `fetch` throws. */
export function createAbortError(): Error {
  if (typeof DOMException === "function") return new DOMException("The operation was aborted.", "AbortError");
  const error = new Error("The operation was aborted.");
  error.name = "AbortError";
  return error;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Reads `code` from an error body: an integer, else null. */
function codeOf(body: unknown): number | null {
  if (typeof body !== "object" || body === null) return null;
  const code = (body as { code?: unknown }).code;
  return typeof code === "number" && Number.isInteger(code) ? code : null;
}

/** The server's `message` from an error body, when it is a non-empty string. */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  return nonEmptyString((body as { message?: unknown }).message);
}

/** Parses a response text as JSON when it is JSON; otherwise keeps nothing (an HTML error page is no message). */
export function parseJsonText(text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Normalises a non-2xx answer: the server's `message`, else the transport's status text, else the Persian
 * system-error text; `code` from the body, else null.
 */
export function apiErrorFromHttp(input: {
  status: number;
  statusText?: string;
  body: unknown;
  retryAfterSeconds?: number | null;
}): ApiError {
  const message = serverMessageOf(input.body) ?? nonEmptyString(input.statusText) ?? messages.systemError;
  return new ApiError({
    code: codeOf(input.body),
    status: input.status,
    message,
    retryAfterSeconds: input.retryAfterSeconds ?? null,
    details:
      typeof input.body === "object" && input.body !== null
        ? (input.body as { details?: unknown }).details
        : undefined,
    fieldErrors:
      typeof input.body === "object" && input.body !== null
        ? (input.body as { errors?: unknown }).errors
        : undefined,
  });
}

/**
 * Reads `Retry-After`: delay seconds, or an HTTP date (seconds from `nowMs`); null when absent or unreadable.
 * Whole seconds, at least 1.
 */
export function parseRetryAfter(header: string | null, nowMs: number = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const text = header.trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - nowMs) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : null;
}

/** Normalises a non-2xx `Response` (reads its body; pass a clone if the body is still needed). */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let text = "";
  try {
    text = await response.text();
  } catch {
    // An unreadable body still leaves the status and status text to go on.
  }
  return apiErrorFromHttp({
    status: response.status,
    statusText: response.statusText,
    body: parseJsonText(text),
    retryAfterSeconds:
      response.status === 429 || response.status === 503
        ? parseRetryAfter(response.headers.get("Retry-After"))
        : null,
  });
}

/**
 * Normalises a failure that produced no answer. Offline gives the spec's internet-cut text; otherwise the
 * transport's own message, else the Persian system-error text.
 */
export function apiErrorFromNetwork(error: unknown, online: boolean): ApiError {
  const transport = error instanceof Error ? nonEmptyString(error.message) : nonEmptyString(error);
  const message = online ? (transport ?? messages.systemError) : messages.internetCut;
  return new ApiError({ code: null, status: NETWORK_ERROR_STATUS, message, cause: error });
}

/** The local refusal of a private call when no usable session exists: nothing was sent. */
export function accessTokenMissingError(cause?: unknown): ApiError {
  return new ApiError({ code: null, status: 401, message: messages.accessTokenMissing, cause });
}

/** Turns anything thrown into an `ApiError` (already-normalised errors pass through unchanged). */
export function toApiError(error: unknown, online = true): ApiError {
  return isApiError(error) ? error : apiErrorFromNetwork(error, online);
}
