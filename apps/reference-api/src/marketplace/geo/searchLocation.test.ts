import { describe, expect, it } from "vitest";
import { searchLocation } from "./searchLocation";

const mashhad = { lat: 36.28, lng: 59.61 };

describe("searchLocation", () => {
  it("finds landmarks and cities by Persian words with x = latitude and y = longitude (the spec and the contract)", () => {
    const hits = searchLocation("حرم", mashhad);
    expect(hits[0]?.title).toContain("حرم امام رضا");
    expect(hits[0]?.location.x).toBeCloseTo(36.288, 3);
    expect(hits[0]?.location.y).toBeCloseTo(59.6157, 3);
    expect(hits[0]?.address).toBe("استان خراسان رضوی، مشهد");
    expect(hits.map((h) => h.title).some((t) => t.includes("معصومه"))).toBe(true);
  });

  it("matches Arabic kaf and yeh typed for Persian letters", () => {
    expect(searchLocation("كرمان", mashhad).map((h) => h.title)).toContain("کرمان، کرمان");
    expect(searchLocation("شيراز", mashhad)[0]?.title).toBe("شیراز، فارس");
  });

  it("requires every word and ranks prefix matches, then the nearest", () => {
    const hits = searchLocation("میدان", { lat: 35.7, lng: 51.4 });
    expect(hits[0]?.title).toMatch(/^میدان (آزادی|امام حسین)/);
    expect(searchLocation("میدان نقش", mashhad).map((h) => h.title)).toEqual(["میدان نقش جهان، اصفهان"]);
  });

  it("returns nothing for blank or unknown text and caps the list", () => {
    expect(searchLocation("   ", mashhad)).toEqual([]);
    expect(searchLocation("ناموجودستان", mashhad)).toEqual([]);
    expect(searchLocation("ا", mashhad).length).toBeLessThanOrEqual(10);
  });
});
