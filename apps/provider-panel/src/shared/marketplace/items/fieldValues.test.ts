import type { components } from "@ceremony/api-client";
import { describe, expect, it } from "vitest";
import { formatJalali } from "../../format/jalali";
import { formatFieldValue, type ValueTexts } from "./fieldValues";

type FormElement = components["schemas"]["FormElement"];

const element = (input_type: FormElement["input_type"], extra: Partial<FormElement> = {}): FormElement => ({
  id: 1,
  name: "f",
  caption: "فیلد",
  input_type,
  data_type: 1,
  required_field: false,
  priority: 1,
  status_id: 1,
  form_id: 301,
  enumeration_id: null,
  options: [],
  ...extra,
});

const texts: ValueTexts = {
  yes: "بله",
  no: "خیر",
  files: (n) => `${n} فایل`,
  enumerationTitle: (id) => ({ 701: "مجلس ختم", 702: "مولودی" })[id] ?? null,
};

describe("formatFieldValue", () => {
  it("reads a date as Jalali, never as unix seconds", () => {
    expect(formatFieldValue(1420000000, element(13), texts)).toBe(formatJalali(1420000000, { time: false }));
    expect(formatFieldValue(1420000000, element(13), texts)).not.toMatch(/[0-9]/);
  });

  it("reads choices by their option or enumeration titles, in order", () => {
    const options = [
      { title: "سبک سنتی", value: 1 },
      { title: "سبک نو", value: "2" },
    ];
    expect(formatFieldValue([1, 2], element(7, { options }), texts)).toBe("سبک سنتی، سبک نو");
    expect(formatFieldValue(701, element(5, { enumeration_id: 6 }), texts)).toBe("مجلس ختم");
    expect(formatFieldValue(["701", 702], element(7, { enumeration_id: 6 }), texts)).toBe("مجلس ختم، مولودی");
    // An id no option or enumeration knows still reads in Persian digits.
    expect(formatFieldValue(99, element(8, { enumeration_id: 6 }), texts)).toBe("۹۹");
  });

  it("reads a 0/1 box as yes or no, a file as a count, numbers in Persian digits", () => {
    expect(formatFieldValue(1, element(15), texts)).toBe("بله");
    expect(formatFieldValue(0, element(15), texts)).toBe("خیر");
    expect(formatFieldValue(true, element(4, { data_type: 4 }), texts)).toBe("بله");
    expect(formatFieldValue("madahi/sample-1.mp3", element(9), texts)).toBe("1 فایل");
    expect(formatFieldValue(["a.jpg", "b.jpg"], element(10), texts)).toBe("2 فایل");
    expect(formatFieldValue(12, element(1, { data_type: 2 }), texts)).toBe("۱۲");
    expect(formatFieldValue("متن", element(1), texts)).toBe("متن");
  });

  it("hides what a person cannot read and leaves unknown elements to the caller", () => {
    expect(formatFieldValue({ type: "Point" }, element(28), texts)).toBeNull();
    expect(formatFieldValue("x", element(30), texts)).toBeNull();
    expect(formatFieldValue("", element(1), texts)).toBeNull();
    expect(formatFieldValue("متن", null, texts)).toBeUndefined();
  });
});
