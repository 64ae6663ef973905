import { isValidSheba, toLatinDigits } from "@ceremony/persian-text";
import { isEmptyValue } from "./conversions";
import { readDigitText } from "./digitText";
import { type FormMessages, messages } from "./messages";
import type { SafeMatcher } from "./safeRegex";
import type { FormElement, Option } from "./types";

/**
 * Error keys of the spec, plus PATTERN_REFUSED: the server's pattern cannot run safely, so the value is refused;
 * SHEBA: a sheba field's value fails its mod-97 check digits (a typo the pattern lets through); NOT_AFTER: a date
 * marked `after_field` is not after the other field's date (a plan that ends before it starts); and SERVER: the
 * server refused the submitted value (its own message is shown, `invalidValue` when it gave none).
 */
export type ErrorCode =
  | "REQUIRED"
  | "REGEX"
  | "INVALID"
  | "PATTERN_REFUSED"
  | "SHEBA"
  | "NOT_AFTER"
  | "SERVER";

/** Field key → error code, only for failing fields, in element order. */
export type ErrorMap = ReadonlyMap<string, ErrorCode>;

/** Kinds whose value is a tick, not typed text: their REQUIRED text asks to tick, not to fill. */
const TICK_KINDS = new Set(["checkbox", "flag"]);

/**
 * The message of an error key: the spec's exact Persian text, or the same entry of translated `texts`; a required
 * checkbox or 0/1 flag gets `requiredTick` (the spec's text speaks of filling a field).
 */
export function errorMessage(code: ErrorCode, texts: FormMessages = messages, kind?: string): string {
  if (code === "REQUIRED") return kind && TICK_KINDS.has(kind) ? texts.requiredTick : texts.required;
  if (code === "REGEX") return texts.regex;
  if (code === "PATTERN_REFUSED") return texts.regexRefused;
  if (code === "SHEBA") return texts.shebaInvalid;
  if (code === "NOT_AFTER") return texts.dateNotAfter;
  // A server refusal's own text is shown by the field; this is the text when the server gave none.
  return texts.invalidValue;
}

/** Kinds whose value is text a server regex can be run against. */
const PATTERN_KINDS = new Set(["text", "textarea", "numeric", "select", "radio"]);

/** True when the form's vendor field (named `vendor`) holds '1' (a ticked 0/1 checkbox, true, 1 or "1"). */
export function isVendorActive(
  elements: readonly FormElement[],
  values: Readonly<Record<string, unknown>>,
): boolean {
  const vendor = elements.find((e) => e.name === "vendor");
  return vendor ? isVendorOn(values[vendor.key]) : false;
}

/** True for the vendor field's '1' (a ticked 0/1 checkbox, true, 1 or "1"). */
export function isVendorOn(value: unknown): boolean {
  return value === true || String(value) === "1";
}

/** Inputs of a whole-form validation. */
export interface ValidateInput {
  readonly elements: readonly FormElement[];
  /** Held values by field key. */
  readonly values: Readonly<Record<string, unknown>>;
  /** Compiled patterns by `validation_id`; a missing id means the pattern could not be run (reported elsewhere). */
  readonly patterns: ReadonlyMap<number, SafeMatcher>;
  /** Keys shown as the failure-fields placeholder: their raw value is kept and not validated. */
  readonly failedKeys?: ReadonlySet<string>;
  /** Resolved options by key: a choice that is not among them fails with INVALID (`messages.invalidValue`). */
  readonly optionsByKey?: ReadonlyMap<string, readonly Option[]>;
}

const CHOICE_KINDS = new Set(["select", "radio", "multiSelect"]);

function outsideOptions(value: unknown, options: readonly Option[]): boolean {
  const known = new Set(options.map((o) => String(o.value)));
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.some((v) => !known.has(String(v)));
}

/** True when a date marked `after_field` is not after the date held by the named element (both must be set). */
function notAfter(
  element: FormElement,
  value: unknown,
  elements: readonly FormElement[],
  values: Readonly<Record<string, unknown>>,
): boolean {
  if (!element.afterField || typeof value !== "number") return false;
  const other = elements.find((e) => e.name === element.afterField);
  const start = other ? values[other.key] : undefined;
  return typeof start === "number" && value <= start;
}

/**
 * Validate the whole form in one pass (never per field through the form library: that is quadratic on submit).
 * REQUIRED when required (or vendor-marked while vendor is '1') and empty; REGEX when a non-empty value does not
 * match the server pattern of its `validation_id` (PATTERN_REFUSED when that pattern cannot run safely); INVALID when a saved choice is no longer among the options; SHEBA when a sheba field fails its check digits.
 */
export function validateForm({
  elements,
  values,
  patterns,
  failedKeys,
  optionsByKey,
}: ValidateInput): Map<string, ErrorCode> {
  const errors = new Map<string, ErrorCode>();
  const vendorActive = isVendorActive(elements, values);
  for (const element of elements) {
    if (element.kind === "static" || element.kind === "unknown") continue;
    if (failedKeys?.has(element.key)) continue;
    const value = values[element.key];
    const required = element.required || (element.vendor && vendorActive);
    if (isEmptyValue(value, element.kind)) {
      if (required) errors.set(element.key, "REQUIRED");
      continue;
    }
    const options = optionsByKey?.get(element.key);
    if (CHOICE_KINDS.has(element.kind) && options && options.length > 0 && outsideOptions(value, options)) {
      errors.set(element.key, "INVALID");
      continue;
    }
    if (notAfter(element, value, elements, values)) {
      errors.set(element.key, "NOT_AFTER");
      continue;
    }
    if (element.validationId !== null && PATTERN_KINDS.has(element.kind)) {
      const matcher = patterns.get(element.validationId);
      // One-line text is matched with Latin digits (a mobile typed ۰۹۱۲… passes, as on the server) and is
      // submitted that way too (`toSubmitValue`).
      // A digit field is read without the hyphens and spaces a landline is written with.
      const text =
        element.kind !== "text"
          ? String(value)
          : element.digits
            ? readDigitText(String(value))
            : toLatinDigits(String(value));
      if (matcher && !matcher.test(text))
        errors.set(element.key, matcher.engine === "refused" ? "PATTERN_REFUSED" : "REGEX");
    }
    // The server checks a sheba's check digits too: caught here, the field is marked instead of a toast after submit.
    if (element.sheba && !errors.has(element.key) && !isValidSheba(String(value)))
      errors.set(element.key, "SHEBA");
  }
  return errors;
}
