import { useEffect, useId, useRef, useState } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import { numberToWords } from "../core/numberToWords";
import { formatThousands, type PriceInputError, parsePriceInput } from "./core/priceRules";

/**
 * A digits-only amount input shown with thousands separators; a trailing «تومان» is the field's own unit and is read.
 * Refused text (a letter, a minus, a fraction, rials, the limit) leaves the previous value and says why, so a paste is
 * never read silently. The refusal is about the text not taken, not about the value kept: it goes with the next
 * accepted edit, when the value is changed from outside, and when the form is submitted (the value kept is what is
 * saved, and a red message must not sit under it).
 */
export function PriceInput(props: {
  label: string;
  /** `null`: nothing typed yet (shown empty, never as 0). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Under prices: the amount in words, the free-of-charge label at 0, or that nothing is typed yet. */
  showAmountHint?: boolean;
  /** The input's id (the editor focuses an empty price from its confirmation). */
  id?: string;
}) {
  const moduleMessages = useModuleMessages();
  const { label, value, onChange, showAmountHint = false, id } = props;
  const [refusedAt, setRefusedAt] = useState<{ error: PriceInputError; value: number | null } | null>(null);
  const refused = refusedAt !== null && refusedAt.value === value ? refusedAt.error : null;
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const clear = () => setRefusedAt(null);
    form.addEventListener("submit", clear);
    return () => form.removeEventListener("submit", clear);
  }, []);

  const hint = !showAmountHint
    ? null
    : value === null
      ? moduleMessages.priceEmptyHint
      : value === 0
        ? moduleMessages.priceFree
        : `${numberToWords(value)} ${moduleMessages.toman}`;

  const refusal: Record<PriceInputError, string> = {
    digitsOnly: moduleMessages.priceDigitsOnly,
    tooLarge: moduleMessages.priceTooLarge,
    negative: moduleMessages.priceNegative,
    decimal: moduleMessages.priceDecimal,
    rial: moduleMessages.priceRial,
  };

  return (
    <div className="cr-price-input">
      <input
        id={id}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        className="cr-input"
        aria-label={label}
        aria-invalid={refused !== null}
        aria-describedby={[hint ? hintId : "", refused ? errorId : ""].join(" ").trim() || undefined}
        value={value === null ? "" : formatThousands(value)}
        onChange={(event) => {
          const result = parsePriceInput(event.target.value);
          if (result.ok) {
            setRefusedAt(null);
            onChange(result.value);
          } else setRefusedAt({ error: result.error, value });
        }}
      />
      {hint ? (
        <span
          id={hintId}
          className={`cr-price-input__hint ${value === null ? "cr-price-input__hint--empty" : ""}`}
        >
          {hint}
        </span>
      ) : null}
      {refused ? (
        <span id={errorId} className="cr-field-error" role="alert">
          {refusal[refused]}
        </span>
      ) : null}
    </div>
  );
}
