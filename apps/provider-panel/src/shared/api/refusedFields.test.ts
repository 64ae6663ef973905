import { ApiError } from "@ceremony/api-client";
import { describe, expect, it } from "vitest";
import { refusedFields } from "./refusedFields";

const refusal = (message: string, fields: { path: string; message: string }[]) =>
  new ApiError({ code: 1001, status: 400, message, details: fields });

describe("refusedFields", () => {
  it("keys the named fields by name with their Persian text (issue 26 item 9)", () => {
    const error = refusal("«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد.", [
      { path: "/body/name", message: "«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد." },
      { path: "number", message: "پلاک نمی‌تواند صفر باشد." },
      { path: "/body/coordinates", message: "مختصات نقطه معتبر نیست." },
    ]);
    expect(refusedFields(error, ["name", "number", "unit"])).toEqual({
      name: "«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد.",
      number: "پلاک نمی‌تواند صفر باشد.",
    });
  });

  it("gives an English detail the refusal's Persian message, and nothing for other errors", () => {
    const error = refusal("اطلاعات ارسالی معتبر نیست. (unit)", [
      { path: "/body/unit", message: "must match" },
    ]);
    expect(refusedFields(error, ["unit"])).toEqual({ unit: "اطلاعات ارسالی معتبر نیست." });
    expect(refusedFields(new Error("x"), ["unit"])).toEqual({});
  });
});
