import { toLatinDigits } from "@ceremony/persian-text";
import { useEffect, useRef } from "react";
import { CODE_LENGTH } from "../validation/rules";
import { TextField } from "./TextField";

export interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once the fifth digit is in (typed, pasted or filled by WebOTP). */
  onComplete: (code: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

interface OtpCredential extends Credential {
  code: string;
}

/** One input for the 5-digit code: any digit script, paste of a whole code, WebOTP where the browser has it. */
export function CodeInput({ label, value, onChange, onComplete, error, disabled }: CodeInputProps) {
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  const change = (raw: string) => {
    const digits = toLatinDigits(raw).replace(/\D/g, "").slice(0, CODE_LENGTH);
    onChange(digits);
    if (digits.length === CODE_LENGTH) completeRef.current(digits);
  };
  const changeRef = useRef(change);
  changeRef.current = change;

  useEffect(() => {
    if (typeof window === "undefined" || !("OTPCredential" in window) || !navigator.credentials) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ["sms"] }, signal: abort.signal } as CredentialRequestOptions)
      .then((cred) => {
        const otp = cred as OtpCredential | null;
        if (otp?.code) changeRef.current(otp.code);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  return (
    <TextField
      label={label}
      value={value}
      onChange={change}
      error={error}
      disabled={disabled}
      ltr
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
    />
  );
}
