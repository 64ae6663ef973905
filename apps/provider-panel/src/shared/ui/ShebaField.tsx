import { bankOfSheba, normalizeSheba, SHEBA_LENGTH } from "@ceremony/persian-text";
import type { Ref } from "react";
import { authMessages } from "../../messages/auth";
import { TextField } from "./TextField";

/** The sheba input: upper case, Latin digits, with the bank's name once its code is typed. */
export function ShebaField({
  value,
  onChange,
  error,
  required,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required: boolean;
  inputRef?: Ref<HTMLInputElement> | undefined;
}) {
  const bank = bankOfSheba(value);
  return (
    <TextField
      ref={inputRef}
      label={required ? authMessages.sheba : authMessages.shebaOptional}
      value={value}
      onChange={(v) => onChange(normalizeSheba(v).slice(0, SHEBA_LENGTH))}
      error={error}
      hint={bank ?? undefined}
      name="shaba"
      placeholder="IR000000000000000000000000"
      autoCapitalize="characters"
      ltr
    />
  );
}
