import { bankOfSheba, shebaFromDigits } from "@ceremony/persian-text";
import { type ClipboardEvent, type Ref, useId } from "react";
import { authMessages } from "../../messages/auth";
import "./fields.css";

/**
 * The sheba input: a fixed `IR` and 24 digits on the phone's digit keyboard, with the bank's name once its code is
 * typed. The value held (and sent) is `IR` and the digits; a pasted `IR82 0540 …` or Persian digits give the same.
 */
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
  const id = useId();
  const bank = bankOfSheba(value);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, bank ? hintId : null].filter(Boolean).join(" ") || undefined;
  // A whole sheba pasted over the digits replaces them, "IR" included, rather than being appended.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text");
    if (!/ir/i.test(text)) return;
    event.preventDefault();
    onChange(shebaFromDigits(text));
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {required ? authMessages.sheba : authMessages.shebaOptional}
      </label>
      <div className="sheba-input" dir="ltr">
        <span className="sheba-prefix" aria-hidden="true">
          IR
        </span>
        <input
          ref={inputRef}
          id={id}
          name="shaba"
          className="input ltr"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000000000000000000000000"
          value={value.replace(/^IR/i, "")}
          onChange={(event) => onChange(shebaFromDigits(event.target.value))}
          onPaste={onPaste}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {bank ? (
        <div id={hintId} className="field-hint">
          {bank}
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
