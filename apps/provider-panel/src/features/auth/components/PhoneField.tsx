import { normalizeMobile } from "@ceremony/persian-text";
import type { ClipboardEvent } from "react";
import { authMessages } from "../../../messages/auth";
import { TextField } from "../../../shared/ui/TextField";
import "./auth.css";

/**
 * The mobile input: phone keyboard, left-to-right, any digit script. A pasted number (`+98 912 …`, Persian digits,
 * dashes) is put in its 09… form at once, so what the provider sees is what is sent.
 */
export function PhoneField({
  value,
  onChange,
  error,
  readOnly,
  onBlur,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  readOnly?: boolean;
  onBlur?: () => void;
}) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    event.preventDefault();
    onChange(normalizeMobile(value.slice(0, start) + event.clipboardData.getData("text") + value.slice(end)));
  };
  return (
    <TextField
      label={authMessages.phone}
      value={value}
      onChange={onChange}
      onPaste={readOnly ? undefined : onPaste}
      error={error}
      ltr
      type="tel"
      name="phone"
      inputMode="numeric"
      autoComplete="tel"
      placeholder="09xxxxxxxxx"
      readOnly={readOnly}
      onBlur={onBlur}
    />
  );
}
