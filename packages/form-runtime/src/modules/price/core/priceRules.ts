import { toLatinDigits, toPersianDigits } from "@ceremony/persian-text";
import { FORM_PARENT, type PriceServiceEntry } from "../../core/types";

/** Price and guest values must stay below this (spec: below 1,000,000,000). */
export const PRICE_LIMIT = 1_000_000_000;
const MAX_DIGITS = String(PRICE_LIMIT - 1).length;
/** ARABIC THOUSANDS SEPARATOR: how Persian text groups digits. */
const THOUSANDS_SEPARATOR = "\u066c";
/** Separators a user may type or paste inside an amount: ',', the Persian thousands separator, the Arabic comma. */
const TYPED_SEPARATORS = /[,\u066c\u060c\s]/g;

/** Which fields the price editor shows, decided by the form's parent. */
export type PriceMode = "maximum" | "minimum" | "longTerm";

/** PLACE (5) edits maxima, HOZE (55) only shows the long-term note, any other parent edits minima. */
export function priceModeFor(formParentId: number | null | undefined): PriceMode {
  if (formParentId === FORM_PARENT.place) return "maximum";
  if (formParentId === FORM_PARENT.hoze) return "longTerm";
  return "minimum";
}

/** Why typed text was refused. */
export type PriceInputError = "digitsOnly" | "tooLarge";

/** The outcome of reading a typed price or guest value. */
export type PriceInputResult = { ok: true; value: number } | { ok: false; error: PriceInputError };

/**
 * Reads what the user typed: separators (',', U+066C, U+060C) and spaces are stripped, Persian and
 * Arabic digits normalised, anything else is refused, the value must stay below {@link PRICE_LIMIT},
 * and an empty input is 0.
 */
export function parsePriceInput(raw: string): PriceInputResult {
  const text = toLatinDigits(raw).replace(TYPED_SEPARATORS, "");
  if (text === "") return { ok: true, value: 0 };
  if (!/^[0-9]+$/.test(text)) return { ok: false, error: "digitsOnly" };
  // Compare by length first: long digit strings are beyond Number's exact range.
  const digits = text.replace(/^0+(?=\d)/, "");
  const value = Number(digits);
  if (digits.length > MAX_DIGITS || value >= PRICE_LIMIT) return { ok: false, error: "tooLarge" };
  return { ok: true, value };
}

/** Groups thousands with the Persian separator (U+066C) and writes Persian digits, as amounts are shown. */
export function formatThousands(value: number): string {
  const grouped = Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  return toPersianDigits(grouped);
}

/** The editable values of one row, independent of the mode. */
export interface PriceRowValue {
  price: number;
  guest: number;
}

/** Reads a stored entry into the row values of the given mode (missing or bad numbers become 0). */
export function rowFromEntry(entry: PriceServiceEntry | undefined, mode: PriceMode): PriceRowValue {
  const price = mode === "maximum" ? entry?.maximum_price : entry?.minimum_price;
  const guest = mode === "maximum" ? entry?.maximum_guest : entry?.minimum_guest;
  return { price: safeCount(price), guest: safeCount(guest) };
}

function safeCount(value: unknown): number {
  const n = typeof value === "string" ? Number(toLatinDigits(value)) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n < PRICE_LIMIT ? n : 0;
}

/** Builds `service_price.services`: each service with the price and guest fields of the mode. */
export function toServicePrices(
  rows: ReadonlyArray<{ serviceId: number } & PriceRowValue>,
  mode: Exclude<PriceMode, "longTerm">,
): PriceServiceEntry[] {
  return rows.map((row) =>
    mode === "maximum"
      ? { service_id: row.serviceId, maximum_price: row.price, maximum_guest: row.guest }
      : { service_id: row.serviceId, minimum_price: row.price, minimum_guest: row.guest },
  );
}

/** The prices of a kept draft (`{ services: [...] }`), or null when there is none or it is not a price list. */
export function draftPrices(
  draft: Readonly<Record<string, unknown>> | null | undefined,
): PriceServiceEntry[] | null {
  const list = draft?.services;
  if (!Array.isArray(list)) return null;
  return list.filter(
    (entry): entry is PriceServiceEntry =>
      typeof entry === "object" &&
      entry !== null &&
      Number.isInteger((entry as { service_id?: unknown }).service_id),
  );
}
