import { describe, expect, it } from "vitest";
import { fixtureElements } from "../testing/serverElements";
import { decodeElements } from "./decode";
import { compilePattern, type SafeMatcher } from "./safeRegex";
import { errorMessage, isVendorActive, validateForm } from "./validate";

const elements = decodeElements([
  fixtureElements.text,
  fixtureElements.numeric,
  fixtureElements.multiSelect,
  { ...fixtureElements.files, required_field: 1 },
  fixtureElements.flag,
  fixtureElements.vendorOnly,
]).elements;

async function patterns(): Promise<Map<number, SafeMatcher>> {
  const compiled = await compilePattern("^[0-9]{1,4}$");
  if (!compiled.ok) throw new Error(compiled.reason);
  return new Map([[7, compiled.matcher]]);
}

describe("a sheba field (setting.shaba_field)", () => {
  // Issue 26 item 13: IR and 24 zeros pass the pattern; only the server's toast caught the check digits.
  const sheba = decodeElements([
    {
      id: 9007,
      name: "sheba",
      caption: "شماره شبا",
      input_type: 1,
      data_type: 1,
      required_field: 1,
      validation_id: 6,
      setting: { shaba_field: true },
      status_id: 1,
    },
  ]).elements;
  async function shebaPattern(): Promise<Map<number, SafeMatcher>> {
    const compiled = await compilePattern("^(IR|ir)[0-9]{24}$");
    if (!compiled.ok) throw new Error(compiled.reason);
    return new Map([[6, compiled.matcher]]);
  }

  it("fails SHEBA when the pattern passes but the mod-97 check digits do not", async () => {
    const p = await shebaPattern();
    const check = (value: string) =>
      validateForm({ elements: sheba, values: { e9007_sheba: value }, patterns: p }).get("e9007_sheba");
    expect(check("IR000000000000000000000000")).toBe("SHEBA");
    expect(check("IR820540102680020817909003")).toBe("SHEBA");
    expect(check("IR820540102680020817909002")).toBeUndefined();
    expect(check("IR12")).toBe("REGEX");
    expect(errorMessage("SHEBA")).toBe("شماره شبا معتبر نیست؛ آن را دوباره بررسی کنید");
  });
});

describe("validateForm", () => {
  it("fails REQUIRED on null, empty text and empty lists", async () => {
    const errors = validateForm({
      elements,
      values: { e101_title: " ", e103_capacity: "", e109_gallery: [] },
      patterns: await patterns(),
    });
    expect(Object.fromEntries(errors)).toEqual({
      e101_title: "REQUIRED",
      e103_capacity: "REQUIRED",
      e109_gallery: "REQUIRED",
    });
  });

  it("fails REGEX when a value does not match the server pattern, passes when it does", async () => {
    const p = await patterns();
    const base = { e101_title: "x", e109_gallery: ["a"] };
    expect(
      validateForm({ elements, values: { ...base, e103_capacity: "12345" }, patterns: p }).get(
        "e103_capacity",
      ),
    ).toBe("REGEX");
    expect(validateForm({ elements, values: { ...base, e103_capacity: "123" }, patterns: p }).size).toBe(0);
  });

  it("matches a text field's pattern after Persian and Arabic-Indic digits become Latin", async () => {
    const [title] = decodeElements([{ ...fixtureElements.text, validation_id: 7 }]).elements;
    if (!title) throw new Error("fixture");
    const p = await patterns();
    expect(validateForm({ elements: [title], values: { e101_title: "۱۲۳" }, patterns: p }).size).toBe(0);
    expect(validateForm({ elements: [title], values: { e101_title: "١٢٣" }, patterns: p }).size).toBe(0);
    expect(
      validateForm({ elements: [title], values: { e101_title: "۱۲۳۴۵" }, patterns: p }).get("e101_title"),
    ).toBe("REGEX");
  });

  it("makes vendor-marked fields required only when vendor is '1'", async () => {
    const p = await patterns();
    const base = { e101_title: "x", e103_capacity: "1", e109_gallery: ["a"], e114_shop_name: "" };
    expect(validateForm({ elements, values: { ...base, vendor: 0, e111_vendor: 0 }, patterns: p }).size).toBe(
      0,
    );
    const on = validateForm({ elements, values: { ...base, e111_vendor: 1 }, patterns: p });
    expect(Object.fromEntries(on)).toEqual({ e114_shop_name: "REQUIRED" });
    expect(isVendorActive(elements, { e111_vendor: "1" })).toBe(true);
    expect(isVendorActive(elements, { e111_vendor: true })).toBe(true);
  });

  it("skips fields shown as the failure placeholder and keeps element order", async () => {
    const errors = validateForm({
      elements,
      values: {},
      patterns: await patterns(),
      failedKeys: new Set(["e101_title"]),
    });
    expect([...errors.keys()]).toEqual(["e103_capacity", "e109_gallery"]);
  });

  it("fails INVALID when a choice is not among the options", async () => {
    const choices = decodeElements([
      { id: 1, name: "s", input_type: 5 },
      { id: 2, name: "m", input_type: 7 },
    ]).elements;
    const options = [
      { title: "a", value: 1 },
      { title: "b", value: 2 },
    ];
    const optionsByKey = new Map([
      ["e1_s", options],
      ["e2_m", options],
    ]);
    const errors = validateForm({
      elements: choices,
      values: { e1_s: 3, e2_m: [1, 9] },
      patterns: await patterns(),
      optionsByKey,
    });
    expect(Object.fromEntries(errors)).toEqual({ e1_s: "INVALID", e2_m: "INVALID" });
    const fine = validateForm({
      elements: choices,
      values: { e1_s: "2", e2_m: [2] },
      patterns: new Map(),
      optionsByKey,
    });
    expect(fine.size).toBe(0);
  });

  it("maps codes to the spec's Persian messages", () => {
    expect(errorMessage("REQUIRED")).toBe("پر کردن این فیلد الزامی می باشد");
    expect(errorMessage("REGEX")).toBe("مقدار وارد شده معتبر نمی باشد");
    expect(errorMessage("INVALID")).toBe("خطای مقدار فیلد !");
  });
});

describe("a date that must follow another (issue 26 item 17)", () => {
  const [start, end] = decodeElements([
    { ...fixtureElements.date, id: 61, name: "start_date", setting: null },
    { ...fixtureElements.date, id: 62, name: "end_date", setting: { after_field: "start_date" } },
  ]).elements;

  it("reads `after_field` from the setting", () => {
    expect(end?.afterField).toBe("start_date");
    expect(start?.afterField).toBeNull();
  });

  it("fails NOT_AFTER when the end is on or before the start, and passes otherwise or when either is empty", () => {
    if (!start || !end) throw new Error("fixture");
    const check = (values: Record<string, unknown>) =>
      validateForm({ elements: [start, end], values, patterns: new Map() }).get(end.key);
    expect(check({ [start.key]: 1_800_000_000, [end.key]: 1_799_000_000 })).toBe("NOT_AFTER");
    expect(check({ [start.key]: 1_800_000_000, [end.key]: 1_800_000_000 })).toBe("NOT_AFTER");
    expect(check({ [start.key]: 1_800_000_000, [end.key]: 1_800_086_400 })).toBeUndefined();
    expect(check({ [start.key]: null, [end.key]: 1_700_000_000 })).toBeUndefined();
    expect(errorMessage("NOT_AFTER")).toBe("تاریخ پایان باید بعد از تاریخ شروع باشد");
  });
});
