import type { components } from "@ceremony/api-client";
import { DataType, InputType } from "@ceremony/api-client/contract";
import { toPersianDigits } from "@ceremony/persian-text";
import { formatJalali } from "../../format/jalali";

type FormElement = components["schemas"]["FormElement"];
type FieldValue = components["schemas"]["FieldValue"];

/** What reading a value needs besides its element. */
export interface ValueTexts {
  yes: string;
  no: string;
  /** 'N files' for a file field (the path means nothing to a reader). */
  files: (count: number) => string;
  /** An enumeration entry's title by id (the options of enumeration-backed choices). */
  enumerationTitle: (id: number) => string | null;
}

/** Input types (contract `InputType`) whose value is read differently from plain text. */
const CHOICE = new Set<number>([
  InputType.CHECKBOX,
  InputType.SELECT,
  InputType.MULTI_SELECT,
  InputType.RADIO,
]);
const FILE = new Set<number>([InputType.FILE, InputType.FILES]);
const DATE = new Set<number>([InputType.DATE, InputType.DATE_ALT]);
const YES_NO = InputType.BOOLEAN_CHECKBOX;
const NOT_SHOWN = new Set<number>([InputType.LOCATION, InputType.HIDDEN]);

/** Latin digits in a number or numeric text become Persian; other text stays as the user typed it. */
const digits = (v: string | number) => toPersianDigits(v);

function choiceTitle(element: FormElement, value: string | number, texts: ValueTexts): string {
  const option = element.options?.find((o) => String(o.value) === String(value));
  if (option) return option.title;
  const id = typeof value === "number" ? value : Number(value);
  if (element.enumeration_id !== null && element.enumeration_id !== undefined && Number.isInteger(id)) {
    const title = texts.enumerationTitle(id);
    if (title) return title;
  }
  return digits(value);
}

const asList = (value: FieldValue): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * A content value as its element shows it: a date in Jalali, a choice by its option or enumeration title, a 0/1
 * box as yes/no, a file as a count, numbers in Persian digits. Null when there is nothing to read (empty, a
 * location, a hidden value); undefined when the element is unknown, so the caller reads the raw value instead.
 */
export function formatFieldValue(
  value: FieldValue | undefined,
  element: FormElement | null,
  texts: ValueTexts,
): string | null | undefined {
  if (!element) return undefined;
  if (value === null || value === undefined || value === "") return null;
  const type = element.input_type;
  if (NOT_SHOWN.has(type)) return null;
  if (DATE.has(type)) {
    const seconds = Number(value);
    return Number.isFinite(seconds) && seconds > 0 ? formatJalali(seconds, { time: false }) : null;
  }
  if (type === YES_NO || (type === InputType.CHECKBOX && element.data_type === DataType.BOOLEAN)) {
    return value === true || value === 1 || value === "1" ? texts.yes : texts.no;
  }
  if (FILE.has(type)) {
    const count = asList(value).filter((v) => v !== null && v !== "").length;
    return count ? texts.files(count) : null;
  }
  if (CHOICE.has(type)) {
    const titles = asList(value)
      .filter((v): v is string | number => typeof v === "string" || typeof v === "number")
      .map((v) => choiceTitle(element, v, texts));
    return titles.length ? titles.join("، ") : null;
  }
  if (typeof value === "number") return digits(value);
  if (typeof value === "string") return value.trim() ? value : null;
  return undefined;
}
