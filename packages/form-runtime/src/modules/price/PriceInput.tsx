import { useId, useState } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import { numberToWords } from "../core/numberToWords";
import { formatThousands, type PriceInputError, parsePriceInput } from "./core/priceRules";

/**
 * A digits-only amount input shown with thousands separators. Refused text (a letter, a minus, a fraction, the
 * limit) leaves the previous value and says why until the next accepted change, so a paste is never read silently.
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
  const [refused, setRefused] = useState<PriceInputError | null>(null);
  const hintId = useId();
  const errorId = useId();

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
  };

  return (
    <div className="cr-price-input">
      <input
        id={id}
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
            setRefused(null);
            onChange(result.value);
          } else setRefused(result.error);
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
