import { describe, expect, it } from "vitest";
import { addCachedPoint, findCachedPoint } from "./pointCache";

const data = (n: number) => ({ formatted_address: `نقطه ${n}` });

describe("point cache", () => {
  it("keeps the newest first and at most 50 points", () => {
    let cache = addCachedPoint([], { lat: 36, lng: 59 }, data(0));
    for (let i = 1; i <= 60; i++) cache = addCachedPoint(cache, { lat: 36 + i / 100, lng: 59 }, data(i));
    expect(cache).toHaveLength(50);
    expect(cache[0]?.data.formatted_address).toBe("نقطه 60");
    expect(cache[49]?.data.formatted_address).toBe("نقطه 11");
    expect(findCachedPoint(cache, { lat: 36, lng: 59 })).toBeUndefined();
  });

  it("moves a point looked up again to the front without duplicating it", () => {
    let cache = addCachedPoint([], { lat: 1, lng: 1 }, data(1));
    cache = addCachedPoint(cache, { lat: 2, lng: 2 }, data(2));
    cache = addCachedPoint(cache, { lat: 1, lng: 1 }, data(3));
    expect(cache.map((c) => c.data.formatted_address)).toEqual(["نقطه 3", "نقطه 2"]);
  });

  it("finds a point within rounding distance", () => {
    const cache = addCachedPoint([], { lat: 36.123451, lng: 59.1 }, data(1));
    expect(findCachedPoint(cache, { lat: 36.123449, lng: 59.100001 })?.data).toEqual(data(1));
    expect(findCachedPoint(cache, { lat: 36.1236, lng: 59.1 })).toBeUndefined();
  });
});
