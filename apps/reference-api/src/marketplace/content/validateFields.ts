import { DataType, InputType } from "@ceremony/api-client/contract";
import { isValidSheba, toLatinDigits, toPersianDigits } from "@ceremony/persian-text";
import { marketplaceMessages } from "../../messages";
import type { FieldValues } from "../db";
import { type FormElement, fieldKey } from "../initial/elements";
import { activeOptions } from "../initial/enumerations";
import { VALIDATIONS } from "../initial/validations";

/** One failing field: the submitted key and a Persian message naming the field. */
export interface FieldError {
  path: string;
  message: string;
}

/** Normalised values of the known fields, or the failures. */
export type FieldCheck = { ok: true; values: FieldValues } | { ok: false; errors: FieldError[] };

const MAX_TEXT = 500;
const MAX_LONG_TEXT = 5000;
const MAX_FILES = 20;
const regexCache = new Map<number, RegExp>();

function regexOf(id: number): RegExp | null {
  const cached = regexCache.get(id);
  if (cached) return cached;
  const source = VALIDATIONS.find((v) => v.id === id)?.regex;
  if (!source) return null;
  const regex = new RegExp(source);
  regexCache.set(id, regex);
  return regex;
}

/** A refused pattern's text: the rule's own message (as the engine shows it), else the generic one. */
function regexMessage(id: number | null): string {
  const own = id === null ? undefined : VALIDATIONS.find((v) => v.id === id)?.message;
  return own?.trim() ? own : marketplaceMessages.regex;
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === "string" && v.trim() === "") ||
  (Array.isArray(v) && v.length === 0);

function integer(v: unknown): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) && v >= 0 ? v : null;
  if (typeof v === "string" && /^[0-9]{1,15}$/.test(toLatinDigits(v.trim())))
    return Number(toLatinDigits(v.trim()));
  return null;
}

function filePath(v: unknown): v is string {
  return typeof v === "string" && v.length > 0 && v.length <= 1000 && !v.includes("..") && !/[<>"\s]/.test(v);
}

function point(v: unknown): boolean {
  if (typeof v !== "object" || v === null) return false;
  const o = v as Record<string, unknown>;
  const pair =
    Array.isArray(o.coordinates) && o.coordinates.length === 2
      ? o.coordinates
      : [o.lng ?? o.longitude, o.lat ?? o.latitude];
  const [lng, lat] = pair;
  return typeof lat === "number" && typeof lng === "number" && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

function allowedValues(element: FormElement): Set<string> {
  if (element.options.length > 0) return new Set(element.options.map((o) => o.value));
  if (element.enumeration_id !== null)
    return new Set(activeOptions(element.enumeration_id).map((e) => String(e.id)));
  return new Set();
}

const maxLength = (element: FormElement) =>
  element.input_type === InputType.LONG_TEXT ? MAX_LONG_TEXT : MAX_TEXT;

const isScalar = (v: unknown): v is string | number => typeof v === "string" || typeof v === "number";

/** Checks one present value; returns the normalised value or null when it is wrong. */
function normalizeValue(
  element: FormElement,
  raw: unknown,
): { value: unknown } | "regex" | "checksum" | "tooLong" | null {
  const input = element.input_type;
  if (input === InputType.FILE) {
    const list = Array.isArray(raw) ? raw : [raw];
    return list.length === 1 && filePath(list[0]) ? { value: raw } : null;
  }
  if (input === InputType.FILES) {
    const list = Array.isArray(raw) ? raw : [raw];
    return list.length <= MAX_FILES && list.every(filePath) ? { value: list } : null;
  }
  if (input === InputType.LOCATION) return point(raw) ? { value: raw } : null;
  if (input === InputType.DATE || input === InputType.DATE_ALT) {
    const n = integer(raw);
    return n === null ? null : { value: n };
  }
  // Spec: input type 4 is one checkbox (a boolean) and 7 the multi-select, whatever the data type says.
  if (input === InputType.CHECKBOX || element.data_type === DataType.BOOLEAN) {
    if (raw === true || raw === false) return { value: raw };
    if (raw === 0 || raw === 1 || raw === "0" || raw === "1") return { value: Number(raw) };
    return null;
  }
  if (element.data_type === DataType.LIST) {
    const allowed = allowedValues(element);
    if (input === InputType.MULTI_SELECT) {
      if (!Array.isArray(raw) || !raw.every((v) => isScalar(v) && allowed.has(String(v)))) return null;
      return { value: [...new Set(raw)] };
    }
    return isScalar(raw) && allowed.has(String(raw)) ? { value: raw } : null;
  }
  if (element.data_type === DataType.NUMERIC) {
    const n = integer(raw);
    if (n === null) return null;
    const regex = element.validation_id === null ? null : regexOf(element.validation_id);
    if (regex && !regex.test(String(n))) return "regex";
    return { value: n };
  }
  if (typeof raw !== "string" && typeof raw !== "number") return null;
  const text = String(raw).trim();
  if (text.length > maxLength(element)) return "tooLong";
  const regex = element.validation_id === null ? null : regexOf(element.validation_id);
  const candidate = regex && /[0-9۰-۹٠-٩]/.test(text) ? toLatinDigits(text) : text;
  if (regex && !regex.test(candidate)) return "regex";
  // A sheba field also needs its mod-97 checksum, as on the profile (one rule for every sheba).
  if (element.setting?.shaba_field && !isValidSheba(candidate)) return "checksum";
  return { value: candidate };
}

/** Iran's offset from UTC (+03:30, no daylight saving since 2022): a day is a day in Tehran. */
const TEHRAN_OFFSET_SECONDS = 3.5 * 3600;
const tehranDay = (seconds: number) => Math.floor((seconds + TEHRAN_OFFSET_SECONDS) / 86_400);

/** Date limits of the elements' settings: `no_future` (not after today) and `after_field` (after another date). */
function checkDates(elements: readonly FormElement[], values: FieldValues, nowSeconds: number): FieldError[] {
  const errors: FieldError[] = [];
  for (const element of elements) {
    const key = fieldKey(element);
    const value = values[key];
    if (typeof value !== "number") continue;
    if (element.setting.no_future && tehranDay(value) > tehranDay(nowSeconds))
      errors.push({ path: key, message: `${element.caption}: ${marketplaceMessages.dateInFuture}` });
    const other = element.setting.after_field
      ? elements.find((e) => e.name === element.setting.after_field)
      : undefined;
    const start = other ? values[fieldKey(other)] : undefined;
    if (other && typeof start === "number" && value <= start)
      errors.push({
        path: key,
        message: `${element.caption}: ${marketplaceMessages.dateNotAfter(other.caption)}`,
      });
  }
  return errors;
}

/**
 * Validates a submission against a form's elements (spec §5): REQUIRED, REGEX, vendor-dependent fields,
 * types by input and data type, and the date limits of their settings (judged against `nowSeconds`). Hidden fields
 * always take their static value. Unknown keys are dropped.
 */
export function validateFields(
  elements: readonly FormElement[],
  body: Record<string, unknown>,
  nowSeconds: number = Date.now() / 1000,
): FieldCheck {
  const errors: FieldError[] = [];
  const values: FieldValues = {};
  const vendorElement = elements.find((e) => e.name === "vendor");
  const vendorOn = vendorElement ? ["1", "true"].includes(String(body[fieldKey(vendorElement)])) : false;
  for (const element of elements) {
    const key = fieldKey(element);
    if (element.input_type === InputType.HIDDEN) {
      values[key] = element.value;
      continue;
    }
    const raw = body[key];
    const required = element.required_field || (element.setting?.vendor === true && vendorOn);
    if (isEmpty(raw)) {
      if (required)
        errors.push({ path: key, message: `${element.caption}: ${marketplaceMessages.required}` });
      continue;
    }
    const result = normalizeValue(element, raw);
    if (result === "regex" && element.setting?.shaba_field)
      errors.push({ path: key, message: marketplaceMessages.shebaFormat });
    else if (result === "regex")
      errors.push({ path: key, message: `${element.caption}: ${regexMessage(element.validation_id)}` });
    else if (result === "tooLong")
      errors.push({
        path: key,
        message: `${element.caption}: ${marketplaceMessages.tooLong(toPersianDigits(String(maxLength(element))))}`,
      });
    else if (result === "checksum") errors.push({ path: key, message: marketplaceMessages.shebaChecksum });
    else if (result === null)
      errors.push({ path: key, message: `${element.caption}: ${marketplaceMessages.fieldValue}` });
    // The request validator already held the body's values to the contract's FieldValue.
    else values[key] = result.value as FieldValues[string];
  }
  errors.push(...checkDates(elements, values, nowSeconds));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
