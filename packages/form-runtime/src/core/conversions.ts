import { digitsOnly, toLatinDigits } from "@ceremony/persian-text";
import { readDigitText } from "./digitText";
import type { ElementKind, FormElement, JsonValue, ValueByKind } from "./types";

/** A value as the form holds it: the kind's editing value, or a raw server value the field cannot show. */
export type HeldValue = ValueByKind[ElementKind];

/** The editing value of an empty field of this element. */
export function emptyValue(element: FormElement): HeldValue {
  switch (element.kind) {
    case "text":
    case "textarea":
    case "numeric":
      return "";
    case "checkbox":
      return false;
    case "flag":
      return 0;
    case "multiSelect":
    case "files":
      return [];
    case "static":
      return element.staticValue;
    default:
      return null;
  }
}

function isTrue(raw: unknown): boolean {
  return raw === true || raw === 1 || raw === "1" || raw === "true";
}

function isScalar(raw: unknown): raw is string | number {
  return typeof raw === "string" || (typeof raw === "number" && Number.isFinite(raw));
}

/** Result of reading a server value into a field: `fits` false means show the failure-fields placeholder. */
export interface ReadValue {
  readonly value: HeldValue;
  readonly fits: boolean;
}

/** Read a saved server value (content or draft) into the element's editing value. */
export function readServerValue(element: FormElement, raw: unknown): ReadValue {
  if (raw === null || raw === undefined) return { value: emptyValue(element), fits: true };
  const ok = (value: HeldValue): ReadValue => ({ value, fits: true });
  const bad: ReadValue = { value: toJson(raw), fits: false };
  switch (element.kind) {
    case "text":
    case "textarea":
      return isScalar(raw) ? ok(String(raw)) : bad;
    case "numeric":
      return isScalar(raw) ? ok(digitsOnly(String(raw))) : bad;
    case "checkbox":
      return typeof raw === "object" ? bad : ok(isTrue(raw));
    case "flag":
      return typeof raw === "object" ? bad : ok(isTrue(raw) ? 1 : 0);
    case "select":
    case "radio":
      return isScalar(raw) ? ok(raw) : bad;
    case "multiSelect":
      return Array.isArray(raw) && raw.every(isScalar) ? ok(raw) : bad;
    case "file":
      if (typeof raw === "string") return ok(raw || null);
      if (Array.isArray(raw) && raw.length <= 1 && raw.every((r) => typeof r === "string"))
        return ok(raw[0] ?? null);
      return bad;
    case "files":
      return Array.isArray(raw) && raw.every((r) => typeof r === "string") ? ok(raw) : bad;
    case "date": {
      const seconds = toUnixSeconds(raw);
      return seconds === null ? bad : ok(seconds);
    }
    case "static":
      return ok(element.staticValue ?? toJson(raw));
    default:
      return ok(toJson(raw));
  }
}

/** Unix seconds from seconds, milliseconds, a numeric string or an ISO date; null when unreadable. */
export function toUnixSeconds(raw: unknown): number | null {
  if (typeof raw === "number" && Number.isFinite(raw)) return Math.floor(raw > 1e11 ? raw / 1000 : raw);
  if (typeof raw === "string" && raw.trim() !== "") {
    const text = toLatinDigits(raw).trim();
    if (/^\d+$/.test(text)) return toUnixSeconds(Number(text));
    const parsed = Date.parse(raw);
    return Number.isNaN(parsed) ? null : Math.floor(parsed / 1000);
  }
  return null;
}

/** Any value narrowed to plain JSON (functions, undefined and non-finite numbers become null). */
export function toJson(raw: unknown): JsonValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "string" || typeof raw === "boolean") return raw;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (Array.isArray(raw)) return raw.map(toJson);
  if (typeof raw === "object") {
    const out: Record<string, JsonValue> = {};
    for (const [k, v] of Object.entries(raw)) out[k] = toJson(v);
    return out;
  }
  return null;
}

/**
 * The value sent to the server. One-line text is sent with Latin digits. Numeric text is sent as an integer (as its digit string when it exceeds
 * the safe integer range, so no digit is lost); empty fields are sent as null (lists as []).
 */
export function toSubmitValue(element: FormElement, value: unknown): JsonValue {
  switch (element.kind) {
    case "text":
      // Persian and Arabic-Indic digits leave as Latin ones (mobiles, codes); the field keeps showing what was typed.
      // A digit field (landline, national id) leaves as the digits alone, as it was validated (`readDigitText`).
      if (typeof value !== "string") return toJson(value);
      return element.digits ? readDigitText(value) : toLatinDigits(value);
    case "textarea":
      // Prose is sent as typed.
      return typeof value === "string" ? value : toJson(value);
    case "numeric": {
      if (typeof value !== "string") return toJson(value);
      const digits = digitsOnly(value);
      if (digits === "") return null;
      const n = Number(digits);
      return Number.isSafeInteger(n) ? n : digits;
    }
    case "checkbox":
      return typeof value === "boolean" ? value : toJson(value);
    case "flag":
      return value === 1 ? 1 : value === 0 ? 0 : toJson(value);
    case "static":
      return element.staticValue;
    default:
      return toJson(value);
  }
}

/**
 * Spec rule for REQUIRED: null, empty (blank text) or an empty list. An unchecked checkbox (false, or 0 for the
 * 0/1 checkbox) counts as empty, so a required checkbox must be ticked.
 */
export function isEmptyValue(value: unknown, kind?: ElementKind): boolean {
  if (kind === "checkbox" && value === false) return true;
  if (kind === "flag" && value === 0) return true;
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
