import { describe, expect, it } from "vitest";
import { numberRefusal } from "./numberRefusal";

describe("numberRefusal", () => {
  it("accepts digits of any script, thousands separators and an empty field", () => {
    for (const raw of ["", "250", "۲۵۰", "٢٥٠", "1,250", "۱٬۲۵۰", "۱،۲۵۰", "1 250", "\u200e۲۵۰"])
      expect(numberRefusal(raw)).toBeUndefined();
  });
  it("refuses a minus wherever it is typed", () => {
    for (const raw of ["-5", "-۵", "−5", "5-", "۱۲-"]) expect(numberRefusal(raw)).toBe("negative");
  });
  it("refuses a decimal point of any keyboard", () => {
    for (const raw of ["1.5", "۱٫۵", "2/5", "."]) expect(numberRefusal(raw)).toBe("decimal");
  });
  it("refuses letters and words", () => {
    for (const raw of ["12a", "۵۰۰ نفر", "e5", "+5"]) expect(numberRefusal(raw)).toBe("letters");
  });
});
