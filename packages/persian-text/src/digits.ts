const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;
/** ARABIC DECIMAL SEPARATOR (U+066B), typed by Persian keyboards for '.'. */
const DECIMAL_SEPARATOR = "\u066b";

/**
 * Persian (U+06F0–U+06F9) and Arabic-Indic (U+0660–U+0669) digits become Latin ones and U+066B becomes '.';
 * everything else is kept. The spec accepts all three digit scripts wherever digits are checked.
 */
export function toLatinDigits(input: string): string {
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

/** Latin digits become Persian digits, for display; other characters are kept. */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}

/** Latin digits first, then digits only: what a numeric text field holds. */
export function digitsOnly(input: string): string {
  return toLatinDigits(input).replace(/[^0-9]/g, "");
}

/** The spec's integer parser: any digit script; null for zero, empty, non-numeric or unsafe input. */
export function parseInteger(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = toLatinDigits(String(input)).trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  return value === 0 || !Number.isSafeInteger(value) ? null : value;
}
