import { isApiError } from "@ceremony/api-client";
import { describe, expect, it, vi } from "vitest";
import { errorsMessages } from "../../messages/errors";
import { lazyCalls } from "./lazyCalls";

type Calls = { add(a: number, b: number): Promise<number>; hello(name: string): Promise<string> };
const real: Calls = { add: async (a, b) => a + b, hello: async (name) => `hi ${name}` };

describe("lazyCalls", () => {
  it("loads the implementation once, on the first call, and forwards arguments", async () => {
    const load = vi.fn(async () => real);
    const calls = lazyCalls<Calls>(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([calls.add(2, 3), calls.hello("x")])).toEqual([5, "hi x"]);
    expect(await calls.add(1, 1)).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rejects with a Persian ApiError when loading fails, and loads again on the next call", async () => {
    const load = vi
      .fn<() => Promise<Calls>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(real);
    const calls = lazyCalls<Calls>(load);
    const error = await calls.add(1, 2).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, message: errorsMessages.generic });
    expect(await calls.add(1, 2)).toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is never mistaken for a promise and rejects a call the loaded object lacks", async () => {
    const calls = lazyCalls<Calls>(async () => real) as Calls & {
      then?: unknown;
      missing?: () => Promise<unknown>;
    };
    expect(calls.then).toBeUndefined();
    expect(await Promise.resolve(calls)).toBe(calls);
    await expect(calls.missing?.()).rejects.toThrow("no call missing");
  });
});
