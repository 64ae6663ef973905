import { normalizePersianLetters, toLatinDigits } from "@ceremony/persian-text";

/**
 * Search key: Arabic kaf/yeh to Persian (persian-text), teh marbuta to heh, hamza forms of alef to alef,
 * diacritics and tatweel removed, ZWNJ and runs of space to one space, Latin digits, lower case. Users type both
 * forms, so both sides are normalised.
 */
export function searchKey(text: string): string {
  return normalizePersianLetters(toLatinDigits(text))
    .replace(/ة/g, "ه")
    .replace(/[أإآ]/g, "ا")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[\u200c\s]+/g, " ")
    .trim()
    .toLowerCase();
}
