import { shebaFromDigits } from "@ceremony/persian-text";
import type { ClipboardEvent } from "react";
import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";
import { useBankOfSheba } from "./useBankOfSheba";

/**
 * A text field marked `setting.shaba_field`: a fixed `IR` and 24 digits on the digit keyboard, with the bank's name
 * as soon as its code is typed. It holds (and submits) `IR` and the digits; a pasted `IR82 0540 …` gives the same.
 */
export function ShebaInput(props: ElementRendererProps<"text">) {
  const control = controlProps(props);
  const bank = useBankOfSheba(props.value);
  const bankId = `${props.ids.control}-bank`;
  const describedBy = [control["aria-describedby"], bank ? bankId : null].filter(Boolean).join(" ");
  // A whole sheba pasted over the digits replaces them, "IR" included, rather than being appended.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text");
    if (!/ir/i.test(text)) return;
    event.preventDefault();
    props.onChange(shebaFromDigits(text));
  };
  return (
    <>
      <div className="fr-sheba" dir="ltr">
        <span className="fr-sheba-prefix" aria-hidden="true">
          IR
        </span>
        <input
          {...control}
          aria-describedby={describedBy || undefined}
          className="fr-input"
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          value={props.value.replace(/^IR/i, "")}
          onChange={(event) => props.onChange(shebaFromDigits(event.target.value))}
          onPaste={onPaste}
        />
      </div>
      {bank ? (
        <span id={bankId} className="fr-help" aria-live="polite">
          {bank}
        </span>
      ) : null}
    </>
  );
}
