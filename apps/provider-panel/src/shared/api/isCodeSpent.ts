import { toAppError } from "./errors";

/** Expired (1011) or burnt by wrong tries (1012): the server takes a new code request at once. */
const CODE_SPENT = new Set([1011, 1012]);

/** True when a one-time code was refused for good: the screen offers a new code now, not after its countdown. */
export function isCodeSpent(error: unknown): boolean {
  return CODE_SPENT.has(toAppError(error).code ?? 0);
}
