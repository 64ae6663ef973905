import { afterEach, describe, expect, it, vi } from "vitest";

describe("test setup", () => {
  afterEach(() => vi.restoreAllMocks());

  // The router resets the scroll on every navigation; jsdom has no layout and reports each call as an error.
  it("lets code scroll the window without jsdom reporting a missing feature", () => {
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    vi.spyOn(console, "error").mockImplementation(capture);
    window.scrollTo(0, 0);
    window.scrollTo({ top: 0, behavior: "instant" });
    expect(written.filter((line) => /not implemented/i.test(line))).toEqual([]);
  });
});
