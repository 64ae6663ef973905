import { toPersianDigits } from "@ceremony/persian-text";
import { useCallback, useState } from "react";
import { authMessages } from "../../messages/auth";
import { errorMessage, retryAfterOf, toAppError } from "../api/errors";
import { useCountdown } from "./useCountdown";
import "./fields.css";

/** m:ss of a wait, in Persian digits. */
export function formatWait(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return toPersianDigits(`${m}:${String(s).padStart(2, "0")}`);
}

/** The limit on code requests for one number (from one network): another number is not held by it. */
const NUMBER_LIMIT = 1013;

/**
 * A limit the server reported (429): `report(error, number)` keeps its Persian message and counts its `Retry-After`
 * down; `waiting` is true until then (the screen disables its button) and `notice` shows the message with the time
 * left. A screen that passes the number it asked for and the number now typed (`current`) is held by a per-number
 * limit only while that number is typed.
 */
export function useRateLimit(current?: string) {
  const [message, setMessage] = useState<string | null>(null);
  const [heldNumber, setHeldNumber] = useState<string | undefined>();
  const { left, restart } = useCountdown(0);
  const report = useCallback(
    (error: unknown, number?: string) => {
      const wait = retryAfterOf(error);
      if (wait === null) return;
      setMessage(errorMessage(error));
      setHeldNumber(toAppError(error).code === NUMBER_LIMIT ? number : undefined);
      restart(wait);
    },
    [restart],
  );
  const held = left > 0 && (heldNumber === undefined || heldNumber === current);
  const notice =
    held && message ? (
      <div className="field-error" role="alert">
        <p>{message}</p>
        <p aria-live="off">{authMessages.waitLeft(formatWait(left))}</p>
      </div>
    ) : null;
  return { waiting: held, report, notice };
}
