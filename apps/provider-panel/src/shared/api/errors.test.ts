import { ApiError } from "@ceremony/api-client";
import { describe, expect, it } from "vitest";
import { messages } from "../../messages";
import { isAccountRejected, toAppError } from "./errors";
import { isNetworkFailure } from "./networkFailure";

describe("toAppError", () => {
  it("keeps code, status and the server's Persian message", () => {
    const e = new ApiError({ code: 1042, status: 403, message: "حساب تایید نشده است" });
    expect(toAppError(e)).toEqual({ code: 1042, status: 403, message: "حساب تایید نشده است" });
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
  // Issue 14 item 4: these English texts reached the user before.
  it("never passes English on: a refused connection, a status text, a bare error", () => {
    expect(toAppError(new TypeError("Failed to fetch"), true).message).toBe(messages.errors.generic);
    expect(
      toAppError(new ApiError({ code: null, status: 0, message: "Failed to fetch" }), true).message,
    ).toBe(messages.errors.generic);
    expect(
      toAppError(new ApiError({ code: null, status: 500, message: "Internal Server Error" }), true).message,
    ).toBe(messages.errors.generic);
    expect(toAppError(new ApiError({ code: null, status: 400, message: "Bad Request" }), true).message).toBe(
      messages.errors.generic,
    );
    expect(toAppError(new Error("boom"), true).message).toBe(messages.errors.generic);
  });
  it("drops the contract's field name from a Persian server message", () => {
    const e = new ApiError({ code: 1001, status: 400, message: "اطلاعات ارسالی معتبر نیست. (first_name)" });
    expect(toAppError(e, true).message).toBe("اطلاعات ارسالی معتبر نیست.");
    expect(toAppError(e, true).message).not.toMatch(/[A-Za-z]/);
  });
  it("a 429 without a Persian message gets the generic text", () => {
    expect(
      toAppError(new ApiError({ code: null, status: 429, message: "Too Many Requests" }), true).message,
    ).toBe(messages.errors.generic);
  });
  it("tells network failures from answered ones", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkFailure(new ApiError({ code: null, status: 0, message: "" }))).toBe(true);
    expect(isNetworkFailure(new ApiError({ code: null, status: 500, message: "" }))).toBe(false);
  });
});
