import { toPersianDigits } from "@ceremony/persian-text";
import { type FormEvent, useState } from "react";
import { authMessages } from "../../messages/auth";
import { validationMessages } from "../../messages/validation";
import { errorMessage, retryAfterOf } from "../api/errors";
import { isCodeSpent } from "../api/isCodeSpent";
import { codeError } from "../validation/rules";
import { Button } from "./Button";
import { CodeInput } from "./CodeInput";
import { usePersistedCountdown } from "./usePersistedCountdown";
import { useRateLimit } from "./useRateLimit";

export interface CodeStepProps {
  /**
   * Sends the code (as an integer); rejects on failure, which clears the loading state. The step shows the failure
   * in place, so the caller's mutation shows no toast for it (`meta: { inlineError: true }`).
   */
  onSubmit: (code: number) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  /** Countdown before the first resend and after each resend (section 9). */
  firstSeconds?: number;
  resendSeconds?: number;
  hint?: string;
  /** What the countdown is for (the number the code went to), so a reload keeps the wait where it was. */
  timerKey: string;
}

/**
 * The 5-digit code step: auto-submit on the fifth digit, a countdown, and resend only at zero. A refusal is said once,
 * under the code; a burnt or expired code holds the confirm button and offers a new code at once; a lock-out (429)
 * shows its wait instead, with a new code still on offer.
 */
export function CodeStep({
  onSubmit,
  onResend,
  firstSeconds = 120,
  resendSeconds = 120,
  hint,
  timerKey,
}: CodeStepProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [spent, setSpent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const { left, restart } = usePersistedCountdown(firstSeconds, timerKey);
  // Wrong tries and code requests are limited apart: a wait on one leaves the other free.
  const guessLimit = useRateLimit();
  const resendLimit = useRateLimit();

  const send = async (value: string) => {
    if (busy || guessLimit.waiting || spent) return;
    const problem = codeError(value, validationMessages.enterCode);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(Number.parseInt(value, 10));
    } catch (failure) {
      guessLimit.report(failure);
      setError(retryAfterOf(failure) === null ? errorMessage(failure) : undefined);
      // The server told the provider to ask for a new code: the resend must be there now, not after the countdown.
      if (isCodeSpent(failure)) {
        setSpent(true);
        restart(0);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
      setCode("");
      setSpent(false);
      setError(undefined);
      restart(resendSeconds);
    } catch (failure) {
      // toast shown by the mutation; a 429 is shown here with its wait
      resendLimit.report(failure);
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {hint ? <p className="muted">{hint}</p> : null}
      <CodeInput
        label={authMessages.code}
        value={code}
        onChange={(v) => {
          setCode(v);
          if (error && !spent) setError(undefined);
        }}
        onComplete={(v) => void send(v)}
        error={error}
        disabled={busy}
      />
      {guessLimit.notice ?? resendLimit.notice}
      <Button type="submit" loading={busy} disabled={guessLimit.waiting || spent}>
        {authMessages.confirm}
      </Button>
      {left > 0 || resendLimit.waiting ? (
        <p className="muted center" aria-live="polite">
          {left > 0 ? authMessages.resendIn(toPersianDigits(left)) : null}
        </p>
      ) : (
        <Button variant={spent ? "primary" : "link"} loading={resending} onClick={() => void resend()}>
          {authMessages.resend}
        </Button>
      )}
    </form>
  );
}
