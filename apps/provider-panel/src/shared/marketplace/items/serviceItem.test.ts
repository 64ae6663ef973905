import { describe, expect, it } from "vitest";
import { activeOptions, displayFields, statusOptions, statusTitle } from "./serviceItem";

const e = (id: number, parent_id: number, title: string, status_id = 1, priority = id, value?: number) => ({
  id,
  parent_id,
  title,
  status_id,
  priority,
  ...(value === undefined ? {} : { setting: { value } }),
});

describe("service item model", () => {
  it("offers active options only, by priority", () => {
    const list = [e(3, 6, "سوم", 1, 1), e(1, 6, "غیرفعال", 0, 0), e(2, 6, "دوم", 1, 5), e(4, 7, "دیگر")];
    expect(activeOptions(list, 6).map((x) => x.title)).toEqual(["سوم", "دوم"]);
  });

  it("finds a status title by the value its enumeration child stands for", () => {
    const list = [
      e(900, 9, "در حال تکمیل", 1, 1, 0),
      e(906, 9, "رد شده", 1, 7, 6),
      e(1101, 11, "پذیرفته", 1, 1, 1),
    ];
    expect(statusTitle(list, 9, 6)).toBe("رد شده");
    expect(statusTitle(list, 9, 1)).toBeNull();
    expect(statusTitle(list, 11, 1)).toBe("پذیرفته");
    expect(statusOptions(list, 9)).toEqual([
      { value: 0, title: "در حال تکمیل" },
      { value: 6, title: "رد شده" },
    ]);
  });

  it("strips the e{id}_ prefix and leaves out ignored and unreadable fields", () => {
    expect(
      displayFields(
        {
          e5_hall: "یاس",
          e6_secret: "x",
          e7_tags: ["a", "b"],
          e8_ok: true,
          e9_file: { path: "p" },
          e10_empty: " ",
        },
        { ignore: ["e6_secret"], yes: "بله", no: "خیر" },
      ),
    ).toEqual([
      { key: "e5_hall", label: "hall", value: "یاس" },
      { key: "e7_tags", label: "tags", value: "a، b" },
      { key: "e8_ok", label: "ok", value: "بله" },
    ]);
  });

  it("labels a field with its element's caption when known, the stripped key otherwise", () => {
    const caption = (key: string) => (key === "e5_hall" ? "نام تالار" : null);
    expect(
      displayFields(
        { e5_hall: "یاس", e7_note: "دو", e6_secret: "x" },
        {
          ignore: ["e6_secret"],
          yes: "بله",
          no: "خیر",
          caption,
        },
      ),
    ).toEqual([
      { key: "e5_hall", label: "نام تالار", value: "یاس" },
      { key: "e7_note", label: "note", value: "دو" },
    ]);
  });
});
