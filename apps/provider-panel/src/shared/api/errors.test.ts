import { ApiError } from "@ceremony/api-client";
import { describe, expect, it } from "vitest";
import { messages } from "../../messages";
import { isAccountRejected, toAppError } from "./errors";

describe("toAppError", () => {
  it("keeps code, status and the server message", () => {
    const e = new ApiError({ code: 1042, status: 403, message: "x" });
    expect(toAppError(e)).toEqual({ code: 1042, status: 403, message: "x" });
    expect(isAccountRejected(e)).toBe(true);
    expect(isAccountRejected(new ApiError({ code: 1007, status: 403, message: "x" }))).toBe(false);
  });
  it("says the internet is cut for network errors while offline", () => {
    expect(toAppError(new TypeError("Failed to fetch"), false).message).toBe(messages.errors.offline);
    expect(toAppError(new ApiError({ code: null, status: 0, message: "x" }), false).message).toBe(
      messages.errors.offline,
    );
  });
  it("falls back to the generic Persian message", () => {
    expect(toAppError("weird").message).toBe(messages.errors.generic);
  });
});
