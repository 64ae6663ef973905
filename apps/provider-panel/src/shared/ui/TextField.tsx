import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import "./fields.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  /** Left-to-right content (phones, codes, sheba) inside the right-to-left page. */
  ltr?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input (or textarea) with its error message tied by aria-describedby. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  ltr,
  id,
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id: inputId,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    // Free text may be Latin ('John@'): `auto` lays out what was typed by its own first strong letter, so it is not
    // scrambled by the right-to-left page. Only once something is typed: an empty `auto` field turns left to right.
    dir: ltr ? "ltr" : value ? "auto" : undefined,
    className: `input${ltr ? " ltr" : ""}`,
  } as const;
  return (
    <div className="field">
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          name={rest.name}
          maxLength={rest.maxLength}
          disabled={rest.disabled}
          readOnly={rest.readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input ref={ref} {...rest} {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
