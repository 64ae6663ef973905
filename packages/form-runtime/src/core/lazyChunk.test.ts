import { describe, expect, it, vi } from "vitest";
import { lazyChunk } from "./lazyChunk";

describe("lazyChunk", () => {
  it("fetches once, and is known synchronously once here", async () => {
    const fetch = vi.fn(async () => "part");
    const chunk = lazyChunk(fetch);
    expect(chunk.loaded()).toBeNull();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect([a, b, chunk.loaded()]).toEqual(["part", "part", "part"]);
    await chunk.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed fetch, so the next load fetches again", async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("part");
    const chunk = lazyChunk<string>(fetch);
    await expect(chunk.load()).rejects.toThrow("offline");
    expect(chunk.loaded()).toBeNull();
    await expect(chunk.load()).resolves.toBe("part");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
