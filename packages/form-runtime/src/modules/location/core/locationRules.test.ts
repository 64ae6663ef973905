import { describe, expect, it } from "vitest";
import { FIXTURE_PROVINCE_PARENT, fixtureEnumerations } from "../../testing/enumerations";
import { buildLocationTree, toggleLocation, toLocationPayload, validateLocation } from "./locationRules";

const tree = buildLocationTree(fixtureEnumerations, FIXTURE_PROVINCE_PARENT);
const base = { tree, singleCity: false, hasPoint: true };

describe("buildLocationTree", () => {
  it("keeps active provinces and cities in priority order", () => {
    expect(tree.map((p) => p.title)).toEqual(["خراسان رضوی", "تهران", "اصفهان"]);
    expect(tree[0]?.cities.map((c) => c.id)).toEqual([11, 12]);
    expect(tree[2]?.cities.map((c) => c.id)).toEqual([31]);
  });
});

describe("validateLocation", () => {
  it("needs at least one choice", () => {
    expect(validateLocation({ ...base, selected: [] })).toEqual({
      rule: "nothingSelected",
      message: "هیچ استان یا شهری انتخاب نشده است",
    });
  });

  it("needs a city in each chosen province, naming the province", () => {
    expect(validateLocation({ ...base, selected: [1, 11, 2] })).toEqual({
      rule: "provinceWithoutCity",
      message: "هیچ شهری در استان تهران انتخاب نشده است",
    });
  });

  it("needs the province of each chosen city", () => {
    expect(validateLocation({ ...base, selected: [1, 11, 21] })?.rule).toBe("cityWithoutProvince");
    expect(validateLocation({ ...base, selected: [1, 11, 21] })?.message).toContain("تهران");
  });

  it("allows one city at most on place-type forms", () => {
    expect(validateLocation({ ...base, singleCity: true, selected: [1, 11, 12] })).toEqual({
      rule: "oneCityOnly",
      message: "امکان انتخاب بیش از یک شهر وجود ندارد",
    });
    expect(validateLocation({ ...base, singleCity: false, selected: [1, 11, 12] })).toBeNull();
    expect(validateLocation({ ...base, singleCity: true, selected: [1, 11] })).toBeNull();
  });

  it("needs a map location", () => {
    expect(validateLocation({ ...base, hasPoint: false, selected: [1, 11] })).toEqual({
      rule: "noPoint",
      message: "موقعیتی روی نقشه انتخاب نشده است",
    });
  });
});

describe("toggleLocation", () => {
  it("adds a city's province with it and drops a province's cities with it", () => {
    expect(toggleLocation([], tree, 12).sort()).toEqual([1, 12]);
    expect(toggleLocation([1, 11, 12, 2, 21], tree, 1).sort()).toEqual([2, 21]);
    expect(toggleLocation([1, 11], tree, 11)).toEqual([1]);
  });
});

describe("toLocationPayload", () => {
  it("sends a GeoJSON point with the address, or delete_point without one", () => {
    const address = { coordinates: [59.6, 36.3] as [number, number], name: "خانه" };
    expect(toLocationPayload([1, 11], address)).toEqual({
      location: {
        enumerations: [1, 11],
        point: { type: "Point", coordinates: [59.6, 36.3] },
        address_object: address,
      },
    });
    expect(toLocationPayload([1, 11], null)).toEqual({
      location: { enumerations: [1, 11], delete_point: true },
    });
  });
});
