import { toLatinDigits, tomanAmount, toPersianDigits } from "@ceremony/persian-text";
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

/** Why typed text was refused: each has its own message, so a pasted "-500" or "2000000.5" says what is wrong. */
export type PriceInputError = "digitsOnly" | "tooLarge" | "negative" | "decimal" | "rial";

/** The outcome of reading a typed price or guest value; `null` is an empty input (nothing typed yet). */
export type PriceInputResult = { ok: true; value: number | null } | { ok: false; error: PriceInputError };

/** Minus signs a keyboard or a spreadsheet gives: hyphen-minus, U+2212, U+2010, the small and full-width ones. */
const MINUS = /^[-\u2212\u2010\ufe63\uff0d]/;
/** A number with a fraction: '.' or the Persian decimal separator U+066B. */
const DECIMAL = /^[0-9]*[.\u066b][0-9]*$/;

/**
 * Reads what the user typed: a trailing «تومان»/«تومن» is dropped and an amount in «ریال» refused, separators
 * (',', U+066C, U+060C) and spaces are stripped, Persian and
 * Arabic digits normalised, a sign or a fraction is refused with its own reason (never read as a smaller amount or
 * as 0), anything else is refused, the value must stay below {@link PRICE_LIMIT}, and an empty input is `null`
 * (the spec's "empty becomes 0" is applied when saving, after the provider confirms it).
 */
export function parsePriceInput(raw: string): PriceInputResult {
  const amount = tomanAmount(raw);
  if (amount === "rial") return { ok: false, error: "rial" };
  const text = toLatinDigits(amount).replace(TYPED_SEPARATORS, "");
  if (text === "") return { ok: true, value: null };
  if (MINUS.test(text) && /[0-9]/.test(text)) return { ok: false, error: "negative" };
  if (DECIMAL.test(text) && /[0-9]/.test(text)) return { ok: false, error: "decimal" };
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

/** The editable values of one row, independent of the mode; `null` is a value not typed yet. */
export interface PriceRowValue {
  price: number | null;
  guest: number | null;
}

/** A row with nothing typed: a new service starts empty, never at 0 (which would publish it as free). */
export const EMPTY_ROW: PriceRowValue = { price: null, guest: null };

/**
 * Reads a stored entry into the row values of the given mode (missing or bad numbers stay empty). A guest count of 0
 * is what saving an empty guest field stores, and no hall holds zero guests, so it reads back as empty rather than
 * showing the provider a «۰» they never typed.
 */
export function rowFromEntry(entry: PriceServiceEntry | undefined, mode: PriceMode): PriceRowValue {
  const price = mode === "maximum" ? entry?.maximum_price : entry?.minimum_price;
  const guest = safeCount(mode === "maximum" ? entry?.maximum_guest : entry?.minimum_guest);
  return { price: safeCount(price), guest: guest === 0 ? null : guest };
}

function safeCount(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(toLatinDigits(value)) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n < PRICE_LIMIT ? n : null;
}

/**
 * Builds `service_price.services`: each service with the price and guest fields of the mode. To save, an empty value
 * becomes 0 (spec); for a draft (`empty: "omit"`) it is left out, so a reload shows it empty again.
 */
export function toServicePrices(
  rows: ReadonlyArray<{ serviceId: number } & PriceRowValue>,
  mode: Exclude<PriceMode, "longTerm">,
  empty: "zero" | "omit" = "zero",
): PriceServiceEntry[] {
  const value = (n: number | null) => (n === null ? (empty === "zero" ? 0 : undefined) : n);
  return rows.map((row) => {
    const [priceKey, guestKey] =
      mode === "maximum"
        ? (["maximum_price", "maximum_guest"] as const)
        : (["minimum_price", "minimum_guest"] as const);
    const entry: PriceServiceEntry = { service_id: row.serviceId };
    const price = value(row.price);
    const guest = value(row.guest);
    if (price !== undefined) entry[priceKey] = price;
    if (guest !== undefined) entry[guestKey] = guest;
    return entry;
  });
}

/** The services whose price is still empty: saving them publishes «رایگان (اهدایی)», so the editor asks first. */
export function emptyPriceIds(
  services: ReadonlyArray<{ id: number }>,
  rows: Readonly<Record<number, PriceRowValue>>,
): number[] {
  return services.filter((s) => (rows[s.id]?.price ?? null) === null).map((s) => s.id);
}

/** One amount for every row ("the same price for every ceremony"); guests are left as typed. */
export function withPriceForAll(
  services: ReadonlyArray<{ id: number }>,
  rows: Readonly<Record<number, PriceRowValue>>,
  price: number,
): Record<number, PriceRowValue> {
  const next: Record<number, PriceRowValue> = { ...rows };
  for (const s of services) next[s.id] = { ...(rows[s.id] ?? EMPTY_ROW), price };
  return next;
}

/**
 * The ceremonies to price: those the content's own form chose (a hall's «مراسم‌های قابل برگزاری»), in the services'
 * order, when it chose any; otherwise every service. Chosen ids that are not active services are ignored.
 */
export function servicesToPrice<T extends { id: number }>(
  services: readonly T[],
  chosen: readonly number[] | null | undefined,
): readonly T[] {
  if (!chosen || chosen.length === 0) return services;
  const wanted = new Set(chosen);
  const kept = services.filter((s) => wanted.has(s.id));
  return kept.length > 0 ? kept : services;
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

/** Input type 7 (spec): a multi-choice list. Only such a list says which ceremonies a content offers. */
const MULTI_SELECT_INPUT_TYPE = 7;

/**
 * The ceremony ids a content's form chose: the values of its multi-choice elements that list the ceremony enumeration
 * (a hall's «مراسم‌های قابل برگزاری»), or null when the form has no such element or nothing is chosen in it. A single
 * choice (a speaker's «مراسم اصلی») names one ceremony among those offered, not all of them, so it is not read.
 */
export function ceremoniesChosenByForm(
  elements: ReadonlyArray<{ input_type?: number; enumeration_id?: number | null; value?: unknown }>,
  ceremonyEnumerationId: number,
): number[] | null {
  const ids: number[] = [];
  for (const element of elements) {
    if (element.enumeration_id !== ceremonyEnumerationId || element.input_type !== MULTI_SELECT_INPUT_TYPE)
      continue;
    const values = Array.isArray(element.value) ? element.value : [element.value];
    for (const v of values) {
      const n = typeof v === "string" && v.trim() !== "" ? Number(toLatinDigits(v)) : v;
      if (typeof n === "number" && Number.isSafeInteger(n) && n > 0 && !ids.includes(n)) ids.push(n);
    }
  }
  return ids.length > 0 ? ids : null;
}
