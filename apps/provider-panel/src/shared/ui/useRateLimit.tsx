import { toPersianDigits } from "@ceremony/persian-text";
import { useCallback, useState } from "react";
import { authMessages } from "../../messages/auth";
import { errorMessage, retryAfterOf } from "../api/errors";
import { useCountdown } from "./useCountdown";
import "./fields.css";

/** m:ss of a wait, in Persian digits. */
export function formatWait(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return toPersianDigits(`${m}:${String(s).padStart(2, "0")}`);
}

/**
 * A limit the server reported (429): `report(error)` keeps its Persian message and counts its `Retry-After` down;
 * `waiting` is true until then (the screen disables its button) and `notice` shows the message with the time left.
 */
export function useRateLimit() {
  const [message, setMessage] = useState<string | null>(null);
  const { left, restart } = useCountdown(0);
  const report = useCallback(
    (error: unknown) => {
      const wait = retryAfterOf(error);
      if (wait === null) return;
      setMessage(errorMessage(error));
      restart(wait);
    },
    [restart],
  );
  const notice =
    left > 0 && message ? (
      <div className="field-error" role="alert">
        <p>{message}</p>
        <p aria-live="off">{authMessages.waitLeft(formatWait(left))}</p>
      </div>
    ) : null;
  return { waiting: left > 0, report, notice };
}
