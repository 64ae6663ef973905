/**
 * The two-step switch a code was sent for, kept for the tab: a reload of the security screen while the SMS is on its
 * way shows the code step again (with its countdown, kept by the code step itself) instead of the switch, which would
 * send a second code. Under the drafts' prefix, so sign-out removes it.
 */
const KEY = "panel:draft:v1:two-step-awaiting";

/** The switch waiting for its code, if it is still a change of `method` (another tab may have made it). */
export function readAwaitingCode<T extends number>(
  method: number,
  storage: Storage | null = sessionOrNull(),
): T | null {
  try {
    const saved = Number(storage?.getItem(KEY) ?? Number.NaN);
    return Number.isInteger(saved) && saved !== method ? (saved as T) : null;
  } catch {
    return null;
  }
}

export function writeAwaitingCode(to: number | null, storage: Storage | null = sessionOrNull()): void {
  try {
    if (to === null) storage?.removeItem(KEY);
    else storage?.setItem(KEY, String(to));
  } catch {
    // Storage refused: only a reload forgets the step.
  }
}

function sessionOrNull(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
