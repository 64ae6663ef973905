const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC = "٠١٢٣٤٥٦٧٨٩";

/** Latin, Arabic-Indic and Persian digits become Latin; the Arabic decimal separator becomes '.'. */
export function toLatinDigits(input: string): string {
  let out = "";
  for (const ch of input) {
    const p = PERSIAN.indexOf(ch);
    const a = ARABIC.indexOf(ch);
    out += p >= 0 ? String(p) : a >= 0 ? String(a) : ch === "٫" ? "." : ch;
  }
  return out;
}

/** Latin digits become Persian digits for display. */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => PERSIAN[Number(d)] ?? d);
}

/** The spec's integer parser: null for zero, empty or non-numeric input. */
export function parseInteger(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = toLatinDigits(String(input)).trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  return value === 0 || !Number.isSafeInteger(value) ? null : value;
}
