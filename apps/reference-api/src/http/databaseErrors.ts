import { messages } from "../messages";
import { type ApiError, ErrorCode, httpError } from "./errors";

/** SQLSTATE of a PostgreSQL (or PGlite) error, or null for anything else. */
export function sqlState(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/**
 * The client's share of database errors, as the answer they deserve instead of a 500: a value out of a column's
 * range or of the wrong form is a 400, a unique violation or a lost race (serialization, deadlock) is a 409.
 * Handlers map the cases they expect with their own messages; this is the safety net behind them.
 */
export function databaseErrorAnswer(error: unknown): ApiError | null {
  const state = sqlState(error);
  if (state === null) return null;
  // 22003 numeric out of range, 22P02 invalid text representation, 22001 string too long, 22008 datetime overflow.
  if (state === "22003" || state === "22P02" || state === "22001" || state === "22008")
    return httpError(400, messages.invalidRequest, ErrorCode.invalidRequest);
  // 23505 unique violation, 40001 serialization failure, 40P01 deadlock.
  if (state === "23505" || state === "40001" || state === "40P01")
    return httpError(409, messages.conflict, ErrorCode.conflict);
  return null;
}
