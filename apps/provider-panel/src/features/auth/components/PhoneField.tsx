import { authMessages } from "../../../messages/auth";
import { TextField } from "../../../shared/ui/TextField";
import "./auth.css";

/** The mobile input: phone keyboard, left-to-right, any digit script. */
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
