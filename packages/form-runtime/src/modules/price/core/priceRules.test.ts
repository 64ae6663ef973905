import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ceremoniesChosenByForm,
  emptyPriceIds,
  formatThousands,
  PRICE_LIMIT,
  parsePriceInput,
  priceModeFor,
  rowFromEntry,
  servicesToPrice,
  toServicePrices,
  withPriceForAll,
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

  it("reads an empty input as empty (null), not as 0 = free", () => {
    expect(parsePriceInput("")).toEqual({ ok: true, value: null });
    expect(parsePriceInput(" , ")).toEqual({ ok: true, value: null });
  });

  it("refuses a minus or a fraction with its own reason, never as a smaller amount or 0 (issue 26 item 5)", () => {
    expect(parsePriceInput("-500")).toEqual({ ok: false, error: "negative" });
    expect(parsePriceInput("−۵۰۰")).toEqual({ ok: false, error: "negative" });
    expect(parsePriceInput("2000000.5")).toEqual({ ok: false, error: "decimal" });
    expect(parsePriceInput("2,000,000.00")).toEqual({ ok: false, error: "decimal" });
    expect(parsePriceInput("۲۰۰۰٫۵")).toEqual({ ok: false, error: "decimal" });
  });

  it("refuses anything else but digits", () => {
    expect(parsePriceInput("12a")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parsePriceInput("-")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parsePriceInput("1.2.3")).toEqual({ ok: false, error: "digitsOnly" });
  });

  it("accepts 999,999,999 and refuses 1,000,000,000 and above", () => {
    expect(parsePriceInput("999999999")).toEqual({ ok: true, value: PRICE_LIMIT - 1 });
    expect(parsePriceInput("1000000000")).toEqual({ ok: false, error: "tooLarge" });
    expect(parsePriceInput("99999999999999999999999")).toEqual({ ok: false, error: "tooLarge" });
    expect(parsePriceInput("0000000000012")).toEqual({ ok: true, value: 12 });
  });

  it("drops a trailing «تومان» or «تومن», as the app writes amounts, and refuses rials rather than converting them", () => {
    expect(parsePriceInput("۲٬۵۰۰٬۰۰۰ تومان")).toEqual({ ok: true, value: 2_500_000 });
    expect(parsePriceInput("2,500,000تومن ")).toEqual({ ok: true, value: 2_500_000 });
    expect(parsePriceInput("۲۵٬۰۰۰٬۰۰۰ ریال")).toEqual({ ok: false, error: "rial" });
    // the unit alone is not an empty amount: pasted over a price it must not empty the field
    expect(parsePriceInput("تومان")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parsePriceInput("تومان 500")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parsePriceInput("۵۰۰ هزار تومان")).toEqual({ ok: false, error: "digitsOnly" });
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
  it("reads the fields of the mode and leaves missing or bad numbers empty", () => {
    const entry = {
      service_id: 1,
      minimum_price: 10,
      minimum_guest: 2,
      maximum_price: 90,
      maximum_guest: 50,
    };
    expect(rowFromEntry(entry, "minimum")).toEqual({ price: 10, guest: 2 });
    expect(rowFromEntry(entry, "maximum")).toEqual({ price: 90, guest: 50 });
    expect(rowFromEntry(undefined, "minimum")).toEqual({ price: null, guest: null });
    expect(rowFromEntry({ service_id: 1, minimum_price: -3, minimum_guest: 2e9 }, "minimum")).toEqual({
      price: null,
      guest: null,
    });
    expect(rowFromEntry({ service_id: 1, minimum_price: 0 }, "minimum")).toEqual({ price: 0, guest: null });
    // An empty guest field is saved as 0; coming back to the step shows it empty again, not a «۰» nobody typed.
    expect(rowFromEntry({ service_id: 1, maximum_price: 300_000, maximum_guest: 0 }, "maximum")).toEqual({
      price: 300_000,
      guest: null,
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

describe("empty prices, one price for all, and the form's chosen ceremonies (issue 26 item 6)", () => {
  const services = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it("saves an empty value as 0 (spec) but keeps it out of a draft", () => {
    const rows = [{ serviceId: 7, price: null, guest: 3 }];
    expect(toServicePrices(rows, "minimum")).toEqual([{ service_id: 7, minimum_price: 0, minimum_guest: 3 }]);
    expect(toServicePrices(rows, "minimum", "omit")).toEqual([{ service_id: 7, minimum_guest: 3 }]);
  });

  it("lists the services whose price is still empty (0 is a typed free service, not empty)", () => {
    expect(emptyPriceIds(services, { 1: { price: 0, guest: null }, 2: { price: null, guest: 5 } })).toEqual([
      2, 3,
    ]);
  });

  it("sets one price on every row and keeps the guests", () => {
    expect(withPriceForAll(services.slice(0, 2), { 1: { price: 5, guest: 9 } }, 800)).toEqual({
      1: { price: 800, guest: 9 },
      2: { price: 800, guest: null },
    });
  });

  it("reads the ceremonies a form chose from its multi-choice ceremony lists, numbers or strings", () => {
    const elements = [
      { input_type: 7, enumeration_id: 3, value: [31] },
      { input_type: 7, enumeration_id: 6, value: [602, "604", "x", 602] },
      { input_type: 7, enumeration_id: null, value: ["1"] },
    ];
    expect(ceremoniesChosenByForm(elements, 6)).toEqual([602, 604]);
    expect(ceremoniesChosenByForm([{ input_type: 7, enumeration_id: 6, value: [] }], 6)).toBeNull();
    expect(ceremoniesChosenByForm([{ input_type: 7, enumeration_id: 3, value: [31] }], 6)).toBeNull();
    // a single choice (a speaker's main ceremony) does not limit the list
    expect(ceremoniesChosenByForm([{ input_type: 5, enumeration_id: 6, value: 602 }], 6)).toBeNull();
  });

  it("prices only the chosen services, or all when the form chose none it knows", () => {
    expect(servicesToPrice(services, [3, 1])).toEqual([{ id: 1 }, { id: 3 }]);
    expect(servicesToPrice(services, null)).toBe(services);
    expect(servicesToPrice(services, [99])).toBe(services);
  });
});
