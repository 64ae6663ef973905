/** Persian digits in value order, for display. */
const PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";

/** Latin digits for Persian and Arabic-Indic ones, and '.' for the Persian decimal mark. */
export function latinDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String(ARABIC_DIGITS.indexOf(d)))
    .replace(/٫/g, ".");
}

/** Persian digits for display texts such as formatted addresses. */
export function persianDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

/**
 * Search key: Arabic kaf/yeh/teh marbuta to Persian, diacritics and tatweel removed, ZWNJ and runs of
 * space to one space, Latin digits, lower case. Users type both forms, so both sides are normalised.
 */
export function searchKey(text: string): string {
  return latinDigits(text)
    .replace(/ك/g, "ک")
    .replace(/[يى]/g, "ی")
    .replace(/ة/g, "ه")
    .replace(/[أإآ]/g, "ا")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[\u200c\s]+/g, " ")
    .trim()
    .toLowerCase();
}
