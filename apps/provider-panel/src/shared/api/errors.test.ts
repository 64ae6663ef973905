import { ApiError, messages as apiClientMessages } from "@ceremony/api-client";
import { describe, expect, it } from "vitest";
import { messages } from "../../messages";
import { isAccountRejected, toAppError } from "./errors";
import { isNetworkFailure, isRecoverable } from "./networkFailure";

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
  // Issue 27 item 3: an unreachable server read as a server error, and a list still said the internet was cut
  // after the connection came back (the api-client wrote that text into the error while offline).
  it("tells an unreachable server from a server error, by the connection as it is now", () => {
    const failedOffline = new ApiError({ code: null, status: 0, message: "اتصال اینترنت شما قطع است" });
    expect(toAppError(failedOffline, true).message).toBe(messages.errors.unreachable);
    expect(toAppError(failedOffline, false).message).toBe(messages.errors.offline);
    expect(toAppError(new ApiError({ code: null, status: 500, message: "" }), true).message).toBe(
      messages.errors.generic,
    );
    expect(messages.errors.unreachable).not.toBe(messages.errors.generic);
  });
  it("says 'offline' in one wording, the api-client's fallback included", () => {
    expect(apiClientMessages.internetCut).toBe(messages.errors.offline);
  });
  it("falls back to the generic Persian message", () => {
    expect(toAppError("weird").message).toBe(messages.errors.generic);
  });
  // Issue 14 item 4: these English texts reached the user before.
  it("never passes English on: a refused connection, a status text, a bare error", () => {
    expect(toAppError(new TypeError("Failed to fetch"), true).message).toBe(messages.errors.unreachable);
    expect(
      toAppError(new ApiError({ code: null, status: 0, message: "Failed to fetch" }), true).message,
    ).toBe(messages.errors.unreachable);
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
    // A screen that cannot render what it got is a bug, not a connection that may come back.
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      false,
    );
    expect(isRecoverable(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isNetworkFailure(new ApiError({ code: null, status: 0, message: "" }))).toBe(true);
    expect(isNetworkFailure(new ApiError({ code: null, status: 500, message: "" }))).toBe(false);
  });
});
