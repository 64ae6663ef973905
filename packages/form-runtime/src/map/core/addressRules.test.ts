import { describe, expect, it } from "vitest";
import { fixtureEnumerations } from "../../modules/testing/enumerations";
import { buildAddress, readAddressValue, validateAddressDetail } from "./addressRules";
import { citiesFromEnumerations } from "./types";

const ok = { name: "خانه", address: "مشهد، خیابان امام رضا", number: "12", unit: "" };

describe("validateAddressDetail", () => {
  it("requires name, address and number", () => {
    expect(validateAddressDetail(ok)).toEqual({});
    const errors = validateAddressDetail({ name: " ", address: "", number: "", unit: "" });
    expect(errors).toEqual({
      name: "پر کردن این فیلد الزامی می باشد",
      address: "پر کردن این فیلد الزامی می باشد",
      number: "پر کردن این فیلد الزامی می باشد",
    });
  });

  it("checks number and unit against the shared pattern (1–5 digits, Persian digits allowed)", () => {
    expect(validateAddressDetail({ ...ok, number: "۱۲" })).toEqual({});
    expect(validateAddressDetail({ ...ok, number: "99999" })).toEqual({});
    expect(validateAddressDetail({ ...ok, number: "12a" }).number).toBeDefined();
    expect(validateAddressDetail({ ...ok, number: "123456" }).number).toBeDefined();
    expect(validateAddressDetail({ ...ok, unit: "3" })).toEqual({});
    expect(validateAddressDetail({ ...ok, unit: "x" }).unit).toBeDefined();
  });

  it("states the same limit as the rule: 5 digits pass, 6 are refused with a message saying 5", () => {
    expect(validateAddressDetail({ ...ok, unit: "۱۲۳۴۵" })).toEqual({});
    const refused = validateAddressDetail({ ...ok, number: "123456", unit: "123456" });
    expect(refused.number).toBe("فقط عدد (حداکثر ۵ رقم) وارد کنید");
    expect(refused.unit).toBe(refused.number);
  });

  it("refuses a title over 100 and an address over 500 characters with the limit (issue 26 item 9)", () => {
    expect(validateAddressDetail({ ...ok, name: "ب".repeat(100) })).toEqual({});
    expect(validateAddressDetail({ ...ok, name: "ب".repeat(101) }).name).toBe("حداکثر ۱۰۰ نویسه");
    expect(validateAddressDetail({ ...ok, address: "ب".repeat(501) }).address).toBe("حداکثر ۵۰۰ نویسه");
  });

  it("refuses a plate of 0 (issue 26 item 23), in any digits; a unit of 0 stays allowed", () => {
    expect(validateAddressDetail({ ...ok, number: "۰" }).number).toBe("پلاک نمی‌تواند صفر باشد");
    expect(validateAddressDetail({ ...ok, number: "00" }).number).toBe("پلاک نمی‌تواند صفر باشد");
    expect(validateAddressDetail({ ...ok, number: "10" })).toEqual({});
    expect(validateAddressDetail({ ...ok, unit: "0" })).toEqual({});
  });
});

describe("buildAddress", () => {
  it("returns numbers, [lng, lat] coordinates, the lookup as meta_data and the postal code when known", () => {
    const lookup = {
      formatted_address: "مشهد",
      enumeration_location_id: 11,
      city: "مشهد",
      postal_code: "9175",
    };
    expect(buildAddress({ ...ok, number: "۱۲", unit: "۳" }, { lat: 36.3, lng: 59.6 }, lookup)).toEqual({
      name: "خانه",
      unit: 3,
      number: 12,
      address: "مشهد، خیابان امام رضا",
      coordinates: [59.6, 36.3],
      meta_data: lookup,
      postal_code: "9175",
    });
    const noPostal = buildAddress(ok, { lat: 1, lng: 2 }, { formatted_address: "x" });
    expect(noPostal.unit).toBeNull();
    expect("postal_code" in noPostal).toBe(false);
  });
});

describe("readAddressValue", () => {
  it("reads a stored address and rejects other shapes", () => {
    const stored = buildAddress(ok, { lat: 36.3, lng: 59.6 }, { formatted_address: "x" });
    expect(readAddressValue(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readAddressValue(null)).toBeNull();
    expect(readAddressValue("text")).toBeNull();
    expect(readAddressValue({ ...stored, coordinates: [1] })).toBeNull();
  });
});

describe("citiesFromEnumerations", () => {
  it("keeps active rows with setting.city and coordinates, by priority", () => {
    const cities = citiesFromEnumerations([
      ...fixtureEnumerations,
      {
        id: 99,
        parent_id: 1,
        title: "بی‌مختصات",
        status_id: 1,
        priority: 0,
        setting: { city: true, lat: "x", lng: 1 },
      },
    ]);
    expect(cities.map((c) => c.title)).toEqual(["مشهد", "تهران", "اصفهان", "نیشابور", "شهریار"]);
    expect(cities[0]).toEqual({ id: 11, title: "مشهد", lat: 36.2972, lng: 59.6067, province: "خراسان رضوی" });
  });
});
