import { digitsOnly, type NumberRefusal, numberRefusal, toPersianDigits } from "@ceremony/persian-text";
import { useState } from "react";
import { captionUnit, withoutCaptionUnit } from "../../core/captionUnit";
import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";
import { useMessages } from "../../react/useMessages";

/** The engine's message for each refusal. */
const REFUSAL_MESSAGE = {
  negative: "numericNegative",
  decimal: "numericDecimal",
  letters: "numericLetters",
} as const;

/**
 * Numeric text (data type 2): digits only, shown in Persian digits whatever keyboard typed them; the value held and
 * sent is Latin. A minus, a decimal point or letters are refused with a message (until the field is left), the value
 * staying as it was, typed or pasted. The unit the caption names («ظرفیت (نفر)») written after the number is read.
 */
export function NumericField(props: ElementRendererProps<"numeric">) {
  const messages = useMessages();
  const [refusal, setRefusal] = useState<NumberRefusal | undefined>(undefined);
  const control = controlProps(props);
  const refusedId = `${props.ids.control}-refused`;
  const unit = captionUnit(props.element.caption);
  return (
    <>
      <input
        {...control}
        aria-invalid={control["aria-invalid"] || refusal !== undefined}
        aria-describedby={
          refusal
            ? [control["aria-describedby"], refusedId].filter(Boolean).join(" ")
            : control["aria-describedby"]
        }
        className="fr-input"
        type="text"
        inputMode="numeric"
        dir="ltr"
        value={toPersianDigits(props.value)}
        onBlur={() => {
          setRefusal(undefined);
          props.onBlur();
        }}
        onChange={(event) => {
          const text = withoutCaptionUnit(event.target.value, unit);
          const refused = numberRefusal(text);
          // Kept through the keys typed after it until the field is left: «-5» typed key by key must not end as a
          // silent ۵.
          if (refused === undefined) props.onChange(digitsOnly(text));
          else setRefusal(refused);
        }}
      />
      {refusal ? (
        <p className="fr-error" role="alert" id={refusedId}>
          {messages[REFUSAL_MESSAGE[refusal]]}
        </p>
      ) : null}
    </>
  );
}
