import { describe, expect, it } from "vitest";
import { checkAddress, MAX_META_CHARS } from "./rules";

const picked = {
  name: "خانه",
  address: "مشهد، خیابان امام رضا",
  number: 14,
  unit: null,
  coordinates: [59.6062, 36.2977],
  meta_data: { formatted_address: "مشهد", city: "مشهد" },
};

const messages = (body: Record<string, unknown>) => {
  const check = checkAddress(body);
  return check.ok ? [] : check.errors.map((e) => `${e.path}: ${e.message}`);
};

describe("checkAddress", () => {
  it("accepts the address picker's result and stores number/unit as Latin digit strings", () => {
    expect(checkAddress({ ...picked, unit: "۳", postal_code: "۹۱۷۷۹۴۸۹۷۴" })).toEqual({
      ok: true,
      value: {
        name: "خانه",
        address: "مشهد، خیابان امام رضا",
        number: "14",
        unit: "3",
        postal_code: "9177948974",
        lng: 59.6062,
        lat: 36.2977,
        meta_data: picked.meta_data,
      },
    });
    const bare = checkAddress({ name: " دفتر ", address: "تهران", coordinates: [51.4, 35.7] });
    expect(bare.ok && bare.value).toMatchObject({
      name: "دفتر",
      number: null,
      unit: null,
      postal_code: null,
    });
  });

  it("refuses blank names and addresses, numbers and units beyond 5 digits, bad postal codes", () => {
    expect(messages({ ...picked, name: "  ", address: " " })).toEqual([
      "name: نام آدرس را وارد کنید.",
      "address: متن آدرس را وارد کنید.",
    ]);
    expect(messages({ ...picked, number: 123456 })).toEqual(["number: پلاک باید عددی حداکثر ۵ رقمی باشد."]);
    expect(messages({ ...picked, number: "12a" })).toHaveLength(1);
    expect(messages({ ...picked, number: -1 })).toHaveLength(1);
    expect(messages({ ...picked, number: 99999, unit: "۱۲۳۴۵۶" })).toEqual([
      "unit: واحد باید عددی حداکثر ۵ رقمی باشد.",
    ]);
    expect(messages({ ...picked, postal_code: "12345" })).toEqual(["postal_code: کد پستی باید ۱۰ رقم باشد."]);
  });

  it("refuses a plate of 0 in any digits (issue 26 item 23); a unit of 0 stays allowed", () => {
    for (const number of [0, "0", "۰", "000"])
      expect(messages({ ...picked, number })).toEqual(["number: پلاک نمی‌تواند صفر باشد."]);
    expect(messages({ ...picked, number: 10, unit: 0 })).toEqual([]);
  });

  it("refuses coordinates out of range and oversized lookup data", () => {
    for (const coordinates of [[181, 30], [50, -91], [Number.NaN, 30], [50], "x"]) {
      expect(messages({ ...picked, coordinates })).toEqual(["coordinates: مختصات نقطه معتبر نیست."]);
    }
    expect(messages({ ...picked, meta_data: { big: "x".repeat(MAX_META_CHARS) } })).toEqual([
      "meta_data: اطلاعات نقطه انتخاب شده بیش از حد مجاز است.",
    ]);
  });
});
