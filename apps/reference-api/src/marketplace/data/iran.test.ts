import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { distanceKm, distanceToRingKm, insideRing, type LatLng } from "../geo/geometry";
import { CITIES, IRAN_OUTLINE, PROVINCES } from "../geo/iran";
import { countryPolygons, type Topology } from "./topology";

const require = createRequire(import.meta.url);
// The 1:50m outline: 1:110m is too coarse for coastal towns such as Qeshm or Bandar Lengeh.
const topology = JSON.parse(
  readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"),
) as Topology;
const iran = countryPolygons(topology, "364");

function insideIran(point: LatLng): boolean {
  return iran.some(
    ([outer, ...holes]) =>
      outer !== undefined && insideRing(point, outer) && !holes.some((h) => insideRing(point, h)),
  );
}
/** Ports and border towns sit on the outline; 5 km absorbs the outline's simplification. */
function nearIran(point: LatLng): boolean {
  return iran.some(([outer]) => outer !== undefined && distanceToRingKm(point, outer) <= 5);
}

describe("iran.json", () => {
  it("has Iran's 31 provinces with distinct titles and ids", () => {
    expect(PROVINCES).toHaveLength(31);
    expect(new Set(PROVINCES.map((p) => p.title)).size).toBe(31);
    expect(new Set(PROVINCES.map((p) => p.id)).size).toBe(31);
    for (const p of PROVINCES) expect(p.cities.length).toBeGreaterThan(0);
  });

  it("has no duplicate city inside a province and unique ids overall", () => {
    for (const p of PROVINCES) {
      const titles = p.cities.map((c) => c.title);
      expect(new Set(titles).size, p.title).toBe(titles.length);
    }
    const ids = [...PROVINCES.map((p) => p.id), ...CITIES.map((c) => c.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses Persian letters only (no Arabic kaf or yeh) and no stray spaces", () => {
    for (const c of [...PROVINCES, ...CITIES]) expect(c.title).toMatch(/^[\u0600-\u06FF\u200c ()-]+$/);
    for (const c of [...PROVINCES, ...CITIES]) expect(c.title).not.toMatch(/[كي]|^\s|\s$|\s\s/);
  });

  it("places every city inside Iran's outline (world-atlas 1:50m, id 364)", () => {
    const outside = CITIES.filter((c) => !insideIran(c) && !nearIran(c)).map((c) => c.title);
    expect(outside).toEqual([]);
  });

  it("keeps the embedded 1:110m outline equal to world-atlas's, with every city inside it or within 25 km", () => {
    const coarse = JSON.parse(
      readFileSync(require.resolve("world-atlas/countries-110m.json"), "utf8"),
    ) as Topology;
    const outer = countryPolygons(coarse, "364")[0]?.[0] ?? [];
    expect(IRAN_OUTLINE.length).toBe(outer.length);
    outer.forEach(([lng, lat], i) => {
      expect(IRAN_OUTLINE[i]?.[0]).toBeCloseTo(lng, 4);
      expect(IRAN_OUTLINE[i]?.[1]).toBeCloseTo(lat, 4);
    });
    const far = CITIES.filter((c) => !insideRing(c, IRAN_OUTLINE) && distanceToRingKm(c, IRAN_OUTLINE) > 25);
    expect(far.map((c) => c.title)).toEqual([]);
  });

  it("places every city within 420 km of its province point, catching cities geocoded to the wrong province", () => {
    const far = CITIES.filter((c) => {
      const province = PROVINCES.find((p) => p.id === c.provinceId);
      return !province || distanceKm(c, province) > 420;
    }).map((c) => c.title);
    expect(far).toEqual([]);
  });

  it("keeps the capitals the service areas point at", () => {
    expect(CITIES.find((c) => c.id === 2128)?.title).toBe("مشهد");
    expect(CITIES.find((c) => c.id === 2086)?.title).toBe("تهران");
  });
});
