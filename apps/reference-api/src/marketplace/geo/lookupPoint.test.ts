import { describe, expect, it } from "vitest";
import { distanceKm, insideRing } from "./geometry";
import { CITIES } from "./iran";
import { isInIran, lookupPoint } from "./lookupPoint";
import { SERVICE_AREAS } from "./serviceAreas";

describe("lookupPoint", () => {
  it("returns the area's city enumeration id inside a service area (the map's default centre)", () => {
    const info = lookupPoint({ lat: 36.28, lng: 59.61 });
    expect(info.enumeration_location_id).toBe(2128);
    expect(info.city).toBe("مشهد");
    expect(info.formatted_address).toContain("استان خراسان رضوی");
    expect(info.formatted_address).toContain("مشهد");
  });

  it("names a landmark next to the point", () => {
    expect(lookupPoint({ lat: 36.2881, lng: 59.6158 }).formatted_address).toContain("حرم امام رضا");
  });

  it("gives an address but no enumeration_location_id inside Iran outside every area", () => {
    const info = lookupPoint({ lat: 38.08, lng: 46.29 });
    expect(info.enumeration_location_id).toBeUndefined();
    expect(info.city).toBe("تبریز");
    expect(info.in_iran).toBe(true);
  });

  it("describes far points by distance to the nearest city with Persian digits", () => {
    const info = lookupPoint({ lat: 33.0, lng: 55.5 });
    expect(info.formatted_address).toMatch(/حدود [۰-۹]+ کیلومتری/);
    expect(info.enumeration_location_id).toBeUndefined();
  });

  it("answers outside Iran with an address and no area", () => {
    const info = lookupPoint({ lat: 41.0, lng: 29.0 });
    expect(info.in_iran).toBe(false);
    expect(info.formatted_address).toContain("خارج از ایران");
    expect(info.enumeration_location_id).toBeUndefined();
  });

  it("counts coastal towns as Iran though the coarse outline misses them", () => {
    const qeshm = CITIES.find((c) => c.title === "قشم");
    expect(qeshm && isInIran(qeshm)).toBe(true);
    expect(isInIran({ lat: 25.2, lng: 55.3 })).toBe(false); // Dubai
  });

  it("draws every service area around its own city", () => {
    for (const area of SERVICE_AREAS) {
      const city = CITIES.find((c) => c.id === area.cityId);
      expect(city?.title).toBe(area.title);
      if (city) expect(insideRing(city, area.ring), area.key).toBe(true);
      for (const [lng, lat] of area.ring)
        expect(distanceKm({ lat, lng }, city ?? { lat: 0, lng: 0 })).toBeLessThan(30);
    }
  });
});
