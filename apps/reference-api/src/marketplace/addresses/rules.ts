import { toLatinDigits } from "@ceremony/persian-text";
import { marketplaceMessages } from "../../messages";
import type { FieldError } from "../content/validateFields";

/** Saved addresses a profile may keep (the list is one screen, not paged). */
export const MAX_SAVED_ADDRESSES = 20;

/** Largest `meta_data` (the point lookup kept as is), as JSON characters. */
export const MAX_META_CHARS = 4000;

/** A checked address, ready to store: digits normalised to Latin, texts trimmed. */
export interface NewAddress {
  name: string;
  address: string;
  number: string | null;
  unit: string | null;
  postal_code: string | null;
  lng: number;
  lat: number;
  meta_data: Record<string, unknown> | null;
}

/** The address picker's number/unit rule (form-runtime ADDRESS_NUMBER_PATTERN): 1 to 5 digits. */
const ADDRESS_DIGITS = /^[0-9]{1,5}$/;

/** `value` as Latin digits when it is an integer or a digit string; undefined when absent or empty. */
function digitsOf(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value !== "string") return null;
  const text = toLatinDigits(value.trim());
  return text === "" ? undefined : text;
}

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Checks a create body (already shaped by the contract): name and address required after trimming, number and
 * unit 1–5 digits (the number not 0), postal code 10 digits, coordinates [lng, lat] in range, meta_data small. Persian messages.
 */
export function checkAddress(
  body: Record<string, unknown>,
): { ok: true; value: NewAddress } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const name = textOf(body.name);
  const address = textOf(body.address);
  if (name === "") errors.push({ path: "name", message: marketplaceMessages.addressNameRequired });
  if (address === "") errors.push({ path: "address", message: marketplaceMessages.addressTextRequired });
  const number = digitsOf(body.number);
  if (number !== undefined && (number === null || !ADDRESS_DIGITS.test(number)))
    errors.push({ path: "number", message: marketplaceMessages.addressNumber });
  else if (number !== undefined && /^0+$/.test(number))
    errors.push({ path: "number", message: marketplaceMessages.addressNumberZero });
  const unit = digitsOf(body.unit);
  if (unit !== undefined && (unit === null || !ADDRESS_DIGITS.test(unit)))
    errors.push({ path: "unit", message: marketplaceMessages.addressUnit });
  const postal = digitsOf(body.postal_code);
  if (postal !== undefined && (postal === null || !/^[0-9]{10}$/.test(postal)))
    errors.push({ path: "postal_code", message: marketplaceMessages.addressPostalCode });
  const [lng, lat] = Array.isArray(body.coordinates) ? body.coordinates : [];
  const inRange =
    typeof lng === "number" &&
    typeof lat === "number" &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    Math.abs(lng) <= 180 &&
    Math.abs(lat) <= 90;
  if (!inRange) errors.push({ path: "coordinates", message: marketplaceMessages.pointInvalid });
  const meta = body.meta_data;
  const metaOk =
    meta === undefined ||
    meta === null ||
    (typeof meta === "object" && !Array.isArray(meta) && JSON.stringify(meta).length <= MAX_META_CHARS);
  if (!metaOk) errors.push({ path: "meta_data", message: marketplaceMessages.addressMetaTooLarge });
  if (errors.length > 0 || !inRange) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      address,
      number: number ?? null,
      unit: unit ?? null,
      postal_code: postal ?? null,
      lng,
      lat,
      meta_data: (meta as Record<string, unknown> | null | undefined) ?? null,
    },
  };
}
