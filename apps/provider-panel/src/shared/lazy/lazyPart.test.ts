import { describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazyPart";

describe("lazyPart", () => {
  it("fetches once and is known synchronously once here", async () => {
    const fetch = vi.fn(async () => "sheet");
    const part = lazyPart(fetch);
    expect(part.loaded()).toBeNull();
    await Promise.all([part.load(), part.load()]);
    expect(part.loaded()).toBe("sheet");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed fetch, so the next load fetches again", async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("sheet");
    const part = lazyPart<string>(fetch);
    await expect(part.load()).rejects.toThrow("offline");
    await expect(part.load()).resolves.toBe("sheet");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
