import { toPersianDigits } from "@ceremony/persian-text";
import { lazyChunk } from "../../core/lazyChunk";
import { controlProps } from "../../react/controlProps";
import type { ElementRendererProps } from "../../react/types";
import { lazyRenderer } from "../lazyRenderer";

/** The sheba input (and its bank-code parsing) is a chunk of its own: few forms have a sheba field. */
const ShebaInput = lazyRenderer<"text">(lazyChunk(() => import("./ShebaInput").then((m) => m.ShebaInput)));

/**
 * Input type 1: one line of text. A field whose rule accepts digits only (landline, national id, economic code)
 * opens the digit keyboard, reads left to right and shows Persian digits (sent as Latin, `toSubmitValue`); a sheba
 * field has its own input (`ShebaInput.tsx`).
 */
export function TextField(props: ElementRendererProps<"text">) {
  if (props.element.sheba) return <ShebaInput {...props} />;
  const digits = props.element.digits === true;
  return (
    <input
      {...controlProps(props)}
      className="fr-input"
      type="text"
      inputMode={digits ? "numeric" : undefined}
      // Latin typed into the right-to-left form keeps its own order ('John@' is not shown as '@John'); an empty
      // field follows the form (an empty `auto` field turns left to right).
      dir={digits ? "ltr" : props.value ? "auto" : undefined}
      value={digits ? toPersianDigits(props.value) : props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
