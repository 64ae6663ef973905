const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;
/** ARABIC DECIMAL SEPARATOR, typed by Persian keyboards for '.'. */
const DECIMAL_SEPARATOR = "\u066b";

/** Replace Persian (U+06F0–U+06F9) and Arabic-Indic (U+0660–U+0669) digits with Latin ones, and U+066B with '.'. */
export function normalizeDigits(input: string): string {
  let out = "";
  for (const ch of input) {
    const code = ch.charCodeAt(0);
    if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) out += String(code - PERSIAN_ZERO);
    else if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9)
      out += String(code - ARABIC_INDIC_ZERO);
    else if (ch === DECIMAL_SEPARATOR) out += ".";
    else out += ch;
  }
  return out;
}

/** Normalise digits, then keep digits only: what a numeric text field holds. */
export function digitsOnly(input: string): string {
  return normalizeDigits(input).replace(/[^0-9]/g, "");
}

/** Latin digits to Persian digits, for display. */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}
