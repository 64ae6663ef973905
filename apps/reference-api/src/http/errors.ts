import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Error codes of the reference server (the `code` field of error bodies). Spec codes keep their numbers. */
export const ErrorCode = {
  /** Contract violation: body, query or path breaks the OpenAPI document. */
  invalidRequest: 1001,
  malformedJson: 1002,
  notFound: 1003,
  unauthorized: 1004,
  tokenExpired: 1005,
  refreshReused: 1006,
  profileForbidden: 1007,
  payloadTooLarge: 1008,
  /** The user's upload quota is used up. */
  uploadQuota: 1009,
  codeWrong: 1010,
  codeExpired: 1011,
  /** The code took too many wrong tries and was burnt: ask for a new one (the number is never locked). */
  codeLocked: 1012,
  /** Too many code requests for this number (429). */
  codeRateLimited: 1013,
  passwordWrong: 1014,
  /** Too many requests from this client (429): code requests or UI log entries. */
  clientRateLimited: 1015,
  /** Too many codes sent in total (429): the SMS budget of the window is spent. */
  serviceBusy: 1016,
  /** Wrong codes/passwords from this client, or wrong passwords for this number: wait (429, growing delays). */
  tooManyGuesses: 1017,
  /** The right code again after it was used (a double submit): not counted as a wrong try. */
  codeUsed: 1019,
  business: 1020,
  /** sheba_is_required is 'true' and the active profile has no sheba: it may not create a service (403). */
  shebaRequired: 1022,
  /** A write lost a race or hit a unique value (database safety net). */
  conflict: 1021,
  /** The record was saved elsewhere after the form was filled (its version moved on): nothing was stored. */
  staleEdit: 1023,
  /** Signup conflict (national code taken or profile exists): the panel shows "edit information". */
  signupConflict: 1039,
  /** accountValidaionIsWrong: the account's information was not approved. */
  accountValidationWrong: 1042,
  serverError: 1500,
} as const;

/** One contract violation: where and what (English, for developers), plus Persian for people. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** The error body every failing operation returns. */
export interface ErrorBody {
  message: string;
  code: number | null;
  details?: ErrorDetail[];
  /** The dynamic-form fields a create or edit refused, by element key. */
  errors?: { key: string; message: string }[];
}

/** An error carrying the HTTP status and the body to send. */
export class ApiError extends HTTPException {
  readonly body: ErrorBody;
  /** Seconds for the `Retry-After` header (429 answers). */
  retryAfter: number | null = null;
  constructor(status: ContentfulStatusCode, body: ErrorBody) {
    super(status, { message: body.message });
    this.body = body;
  }
}

/** Creates the error to `throw` from a handler: `throw httpError(403, messages.profileForbidden, ErrorCode.profileForbidden)`. */
export function httpError(
  status: ContentfulStatusCode,
  message_fa: string,
  code: number | null = null,
  details?: ErrorDetail[],
): ApiError {
  const body: ErrorBody = { message: message_fa, code };
  if (details && details.length > 0) body.details = details;
  return new ApiError(status, body);
}
