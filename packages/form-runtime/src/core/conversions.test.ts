import { describe, expect, it } from "vitest";
import { fixtureElements } from "../testing/serverElements";
import { isEmptyValue, readServerValue, toSubmitValue, toUnixSeconds } from "./conversions";
import { decodeElements } from "./decode";
import type { ElementKind, FormElement } from "./types";

const byKind = new Map<ElementKind, FormElement>();
for (const e of decodeElements(Object.values(fixtureElements)).elements)
  if (!byKind.has(e.kind)) byKind.set(e.kind, e);
const el = (kind: ElementKind): FormElement => {
  const found = byKind.get(kind);
  if (!found) throw new Error(kind);
  return found;
};

describe("readServerValue", () => {
  it("reads saved values into each kind's editing value", () => {
    expect(readServerValue(el("text"), 12)).toEqual({ value: "12", fits: true });
    expect(readServerValue(el("numeric"), "۱۲۳")).toEqual({ value: "123", fits: true });
    expect(readServerValue(el("checkbox"), "1")).toEqual({ value: true, fits: true });
    expect(readServerValue(el("flag"), true)).toEqual({ value: 1, fits: true });
    expect(readServerValue(el("flag"), "0")).toEqual({ value: 0, fits: true });
    expect(readServerValue(el("file"), ["a/b.png"])).toEqual({ value: "a/b.png", fits: true });
    expect(readServerValue(el("files"), ["a", "b"])).toEqual({ value: ["a", "b"], fits: true });
    expect(readServerValue(el("date"), 1710880200000)).toEqual({ value: 1710880200, fits: true });
    expect(readServerValue(el("text"), null)).toEqual({ value: "", fits: true });
  });
  it("flags a list field holding a non-list value (failure-fields placeholder) and keeps the raw value", () => {
    expect(readServerValue(el("multiSelect"), "food")).toEqual({ value: "food", fits: false });
    expect(readServerValue(el("files"), "one.png")).toEqual({ value: "one.png", fits: false });
    expect(readServerValue(el("text"), { a: 1 }).fits).toBe(false);
    expect(readServerValue(el("date"), "not a date").fits).toBe(false);
  });
});

describe("toSubmitValue", () => {
  it("sends numeric text as an integer, empty as null, huge numbers as digits", () => {
    expect(toSubmitValue(el("numeric"), "۰۴۲")).toBe(42);
    expect(toSubmitValue(el("numeric"), "")).toBeNull();
    expect(toSubmitValue(el("numeric"), "123456789012345678901")).toBe("123456789012345678901");
  });
  it("sends a one-line text field with Latin digits, a textarea as typed", () => {
    expect(toSubmitValue(el("text"), "۰۹۱۲ ٣٤٥")).toBe("0912 345");
    expect(toSubmitValue(el("textarea"), "سال ۱۴۰۳")).toBe("سال ۱۴۰۳");
  });
  it("sends booleans, 0/1 flags, lists and the static value", () => {
    expect(toSubmitValue(el("checkbox"), false)).toBe(false);
    expect(toSubmitValue(el("flag"), 1)).toBe(1);
    expect(toSubmitValue(el("multiSelect"), ["food"])).toEqual(["food"]);
    expect(toSubmitValue(el("static"), "ignored")).toBe(5);
  });
});

describe("isEmptyValue and toUnixSeconds", () => {
  it("treats null, blank text, empty lists and unticked checkboxes as empty", () => {
    expect(isEmptyValue(null)).toBe(true);
    expect(isEmptyValue("  ")).toBe(true);
    expect(isEmptyValue([])).toBe(true);
    expect(isEmptyValue(false, "checkbox")).toBe(true);
    expect(isEmptyValue(0, "flag")).toBe(true);
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue("x")).toBe(false);
  });
  it("reads seconds, milliseconds, digit strings and ISO dates", () => {
    expect(toUnixSeconds(100)).toBe(100);
    expect(toUnixSeconds("۱۰۰")).toBe(100);
    expect(toUnixSeconds("2024-03-19T20:30:00Z")).toBe(1710880200);
    expect(toUnixSeconds({})).toBeNull();
  });
});
