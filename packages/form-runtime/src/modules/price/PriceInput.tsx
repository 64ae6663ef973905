import { useId, useState } from "react";
import { useModuleMessages } from "../../react/useMessages";
import { numberToWords } from "../core/numberToWords";
import { formatThousands, type PriceInputError, parsePriceInput } from "./core/priceRules";

/** A digits-only amount input shown with thousands separators; refused keystrokes leave the value and explain why. */
export function PriceInput(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Under prices: the amount in words, or the free-of-charge label at 0; it describes the input. */
  showAmountHint?: boolean;
}) {
  const moduleMessages = useModuleMessages();
  const { label, value, onChange, showAmountHint = false } = props;
  const [refused, setRefused] = useState<PriceInputError | null>(null);
  const hintId = useId();
  const errorId = useId();

  const hint = !showAmountHint
    ? null
    : value === 0
      ? moduleMessages.priceFree
      : `${numberToWords(value)} ${moduleMessages.toman}`;

  return (
    <div className="cr-price-input">
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        className="cr-input"
        aria-label={label}
        aria-invalid={refused !== null}
        aria-describedby={[hint ? hintId : "", refused ? errorId : ""].join(" ").trim() || undefined}
        value={formatThousands(value)}
        onChange={(event) => {
          const result = parsePriceInput(event.target.value);
          if (result.ok) {
            setRefused(null);
            onChange(result.value);
          } else setRefused(result.error);
        }}
        onBlur={() => setRefused(null)}
      />
      {hint ? (
        <span id={hintId} className="cr-price-input__hint">
          {hint}
        </span>
      ) : null}
      {refused ? (
        <span id={errorId} className="cr-field-error" role="alert">
          {refused === "tooLarge" ? moduleMessages.priceTooLarge : moduleMessages.priceDigitsOnly}
        </span>
      ) : null}
    </div>
  );
}
