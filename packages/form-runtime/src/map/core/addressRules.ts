import { toLatinDigits, toPersianDigits } from "@ceremony/persian-text";
import { type ModuleMessages, moduleMessages } from "../../core/moduleMessages";
import type { AddressValue, LatLng, PointLookupResult } from "./types";

/**
 * The shared pattern of the address (house) number and unit: 1 to 5 digits (the contract's limit) after Persian and
 * Arabic digits are normalised (the spec does not show the pattern; see docs/decisions/form-modules.md).
 */
export const ADDRESS_NUMBER_PATTERN = /^[0-9]{1,5}$/;

/** The contract's lengths of the address name and text: the fields stop there, and a longer value is refused. */
export const ADDRESS_MAX_LENGTH = { name: 100, address: 500 } as const;

/** What the user typed in the detail form. */
export interface AddressDetailInput {
  name: string;
  address: string;
  number: string;
  unit: string;
}

/** Field → error text (Persian by default). */
export type AddressDetailErrors = Partial<Record<keyof AddressDetailInput, string>>;

/**
 * What saving a confirmed address came to, when `onChange` saves it (returns a promise): the fields a server
 * refusal named, shown at their fields with the dialog kept open. A rejected promise also keeps the dialog open.
 */
export interface AddressSaveOutcome {
  readonly fieldErrors?: AddressDetailErrors;
}

/** Name, address and number are required; number and unit (when given) must match the shared pattern; the number is not 0. */
export function validateAddressDetail(
  input: AddressDetailInput,
  texts: ModuleMessages = moduleMessages,
): AddressDetailErrors {
  const errors: AddressDetailErrors = {};
  if (input.name.trim() === "") errors.name = texts.detailRequired;
  else if (input.name.trim().length > ADDRESS_MAX_LENGTH.name)
    errors.name = texts.detailMaxLength(toPersianDigits(String(ADDRESS_MAX_LENGTH.name)));
  if (input.address.trim() === "") errors.address = texts.detailRequired;
  else if (input.address.trim().length > ADDRESS_MAX_LENGTH.address)
    errors.address = texts.detailMaxLength(toPersianDigits(String(ADDRESS_MAX_LENGTH.address)));
  const number = toLatinDigits(input.number.trim());
  if (number === "") errors.number = texts.detailRequired;
  else if (!ADDRESS_NUMBER_PATTERN.test(number)) errors.number = texts.detailPattern;
  // A plate of 0 is no building: the pattern alone let ۰ and ۰۰ through.
  else if (/^0+$/.test(number)) errors.number = texts.detailNumberZero;
  const unit = toLatinDigits(input.unit.trim());
  if (unit !== "" && !ADDRESS_NUMBER_PATTERN.test(unit)) errors.unit = texts.detailPattern;
  return errors;
}

/** Builds the returned address from a valid detail form, the map centre and its lookup. */
export function buildAddress(
  input: AddressDetailInput,
  point: LatLng,
  lookup: PointLookupResult,
): AddressValue {
  const unit = toLatinDigits(input.unit.trim());
  const postal =
    typeof lookup.postal_code === "string" && lookup.postal_code !== "" ? lookup.postal_code : null;
  return {
    name: input.name.trim(),
    unit: unit === "" ? null : Number(unit),
    number: Number(toLatinDigits(input.number.trim())),
    address: input.address.trim(),
    coordinates: [point.lng, point.lat],
    meta_data: lookup,
    ...(postal ? { postal_code: postal } : {}),
  };
}

/** Reads a stored value (form value or `address_object`) back into an address, or null when it is not one. */
export function readAddressValue(value: unknown): AddressValue | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const coords = v.coordinates;
  if (!Array.isArray(coords) || coords.length !== 2) return null;
  const [lng, lat] = coords;
  if (typeof lng !== "number" || typeof lat !== "number") return null;
  if (typeof v.address !== "string" || typeof v.name !== "string") return null;
  const meta =
    typeof v.meta_data === "object" && v.meta_data !== null ? (v.meta_data as PointLookupResult) : null;
  return {
    name: v.name,
    unit: typeof v.unit === "number" ? v.unit : null,
    number: typeof v.number === "number" ? v.number : Number(v.number) || 0,
    address: v.address,
    coordinates: [lng, lat],
    meta_data: meta ?? { formatted_address: v.address },
    ...(typeof v.postal_code === "string" ? { postal_code: v.postal_code } : {}),
  };
}
