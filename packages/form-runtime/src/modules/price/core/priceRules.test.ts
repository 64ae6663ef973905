import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatThousands,
  PRICE_LIMIT,
  parsePriceInput,
  priceModeFor,
  rowFromEntry,
  toServicePrices,
} from "./priceRules";

describe("priceModeFor", () => {
  it("gives maxima to PLACE (5), the long-term note to HOZE (55) and minima to any other parent", () => {
    expect(priceModeFor(5)).toBe("maximum");
    expect(priceModeFor(55)).toBe("longTerm");
    expect(priceModeFor(7)).toBe("minimum");
    expect(priceModeFor(null)).toBe("minimum");
  });
});

describe("parsePriceInput", () => {
  it("strips Latin, Persian and Arabic thousands separators", () => {
    expect(parsePriceInput("1,500,000")).toEqual({ ok: true, value: 1_500_000 });
    expect(parsePriceInput("۱٬۵۰۰٬۰۰۰")).toEqual({ ok: true, value: 1_500_000 });
    expect(parsePriceInput("12،000")).toEqual({ ok: true, value: 12_000 });
  });

  it("normalises Persian and Arabic-Indic digits", () => {
    expect(parsePriceInput("۱۲۳")).toEqual({ ok: true, value: 123 });
    expect(parsePriceInput("٤٥٦")).toEqual({ ok: true, value: 456 });
  });

  it("turns an empty input into 0", () => {
    expect(parsePriceInput("")).toEqual({ ok: true, value: 0 });
    expect(parsePriceInput(" , ")).toEqual({ ok: true, value: 0 });
  });

  it("refuses anything but digits", () => {
    expect(parsePriceInput("12a")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parsePriceInput("-5")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parsePriceInput("1.5")).toEqual({ ok: false, error: "digitsOnly" });
  });

  it("accepts 999,999,999 and refuses 1,000,000,000 and above", () => {
    expect(parsePriceInput("999999999")).toEqual({ ok: true, value: PRICE_LIMIT - 1 });
    expect(parsePriceInput("1000000000")).toEqual({ ok: false, error: "tooLarge" });
    expect(parsePriceInput("99999999999999999999999")).toEqual({ ok: false, error: "tooLarge" });
    expect(parsePriceInput("0000000000012")).toEqual({ ok: true, value: 12 });
  });

  it("reads back every value it formats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PRICE_LIMIT - 1 }), (n) => {
        expect(parsePriceInput(formatThousands(n))).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe("formatThousands", () => {
  it("groups by thousands with Persian digits", () => {
    expect(formatThousands(0)).toBe("۰");
    expect(formatThousands(999)).toBe("۹۹۹");
    expect(formatThousands(1_500_000)).toBe("۱٬۵۰۰٬۰۰۰");
  });
});

describe("rows and payload", () => {
  it("reads the fields of the mode and treats missing or bad numbers as 0", () => {
    const entry = {
      service_id: 1,
      minimum_price: 10,
      minimum_guest: 2,
      maximum_price: 90,
      maximum_guest: 50,
    };
    expect(rowFromEntry(entry, "minimum")).toEqual({ price: 10, guest: 2 });
    expect(rowFromEntry(entry, "maximum")).toEqual({ price: 90, guest: 50 });
    expect(rowFromEntry(undefined, "minimum")).toEqual({ price: 0, guest: 0 });
    expect(rowFromEntry({ service_id: 1, minimum_price: -3, minimum_guest: 2e9 }, "minimum")).toEqual({
      price: 0,
      guest: 0,
    });
  });

  it("submits service_id with the price and guest fields of the mode only", () => {
    const rows = [{ serviceId: 7, price: 100, guest: 20 }];
    expect(toServicePrices(rows, "maximum")).toEqual([
      { service_id: 7, maximum_price: 100, maximum_guest: 20 },
    ]);
    expect(toServicePrices(rows, "minimum")).toEqual([
      { service_id: 7, minimum_price: 100, minimum_guest: 20 },
    ]);
  });
});
