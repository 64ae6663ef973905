import { toPersianDigits } from "@ceremony/persian-text";
import { type FormEvent, useState } from "react";
import { authMessages } from "../../messages/auth";
import { validationMessages } from "../../messages/validation";
import { isCodeSpent } from "../api/isCodeSpent";
import { codeError } from "../validation/rules";
import { Button } from "./Button";
import { CodeInput } from "./CodeInput";
import { useCountdown } from "./useCountdown";
import { useRateLimit } from "./useRateLimit";

export interface CodeStepProps {
  /** Sends the code (as an integer); rejects on failure, which clears the loading state. */
  onSubmit: (code: number) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  /** Countdown before the first resend and after each resend (section 9). */
  firstSeconds?: number;
  resendSeconds?: number;
  hint?: string;
}

/** The 5-digit code step: auto-submit on the fifth digit, a countdown, and resend only at zero. */
export function CodeStep({
  onSubmit,
  onResend,
  firstSeconds = 120,
  resendSeconds = 120,
  hint,
}: CodeStepProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const { left, restart } = useCountdown(firstSeconds);
  const rateLimit = useRateLimit();

  const send = async (value: string) => {
    const problem = codeError(value, validationMessages.enterCode);
    setError(problem);
    if (problem || busy || rateLimit.waiting) return;
    setBusy(true);
    try {
      await onSubmit(Number.parseInt(value, 10));
    } catch (failure) {
      // The failure toast comes from the mutation (a 429 is shown here, with its wait); the loading state resets.
      rateLimit.report(failure);
      // The server told the provider to ask for a new code: the resend must be there now, not after the countdown.
      if (isCodeSpent(failure)) restart(0);
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
      restart(resendSeconds);
    } catch (failure) {
      // toast shown by the mutation; a 429 is shown here with its wait
      rateLimit.report(failure);
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
          if (error) setError(undefined);
        }}
        onComplete={(v) => void send(v)}
        error={error}
        disabled={busy}
      />
      {rateLimit.notice}
      <Button type="submit" loading={busy} disabled={rateLimit.waiting}>
        {authMessages.confirm}
      </Button>
      {left > 0 || rateLimit.waiting ? (
        <p className="muted center" aria-live="polite">
          {left > 0 ? authMessages.resendIn(toPersianDigits(left)) : null}
        </p>
      ) : (
        <Button variant="link" loading={resending} onClick={() => void resend()}>
          {authMessages.resend}
        </Button>
      )}
    </form>
  );
}
