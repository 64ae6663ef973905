import { normalizeMobile } from "@ceremony/persian-text";
import { authMessages } from "../../../messages/auth";
import { TextField } from "../../../shared/ui/TextField";
import "./auth.css";

/**
 * The mobile input: phone keyboard, left-to-right, any digit script. A pasted number (`+98 912 …`, Persian digits,
 * dashes) takes the field's place in its 09… form at once, so what the provider sees is what is sent.
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
  return (
    <TextField
      label={authMessages.phone}
      value={value}
      onChange={onChange}
      onPaste={(event) => {
        if (readOnly) return;
        event.preventDefault();
        onChange(normalizeMobile(event.clipboardData.getData("text")));
      }}
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
