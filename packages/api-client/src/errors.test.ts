import { describe, expect, it } from "vitest";
import {
  ApiError,
  apiErrorFromHttp,
  apiErrorFromNetwork,
  apiErrorFromResponse,
  createAbortError,
  isAbortError,
  isApiError,
  toApiError,
} from "./errors";
import { fieldErrorsOf, keyedFieldErrorsOf } from "./fieldErrors";
import { messages } from "./messages";

describe("error normaliser", () => {
  it("prefers the server's message, then the transport's, then the Persian system error", () => {
    expect(
      apiErrorFromHttp({
        status: 400,
        statusText: "Bad Request",
        body: { message: "نام الزامی است", code: 7 },
      }),
    ).toMatchObject({ status: 400, code: 7, message: "نام الزامی است" });
    expect(
      apiErrorFromHttp({ status: 400, statusText: "Bad Request", body: { message: "  " } }),
    ).toMatchObject({
      message: "Bad Request",
      code: null,
    });
    expect(apiErrorFromHttp({ status: 500, body: null }).message).toBe(messages.systemError);
  });

  it("keeps the fields a refusal names (details[]), so a form can show them in place (issue 26 item 9)", () => {
    const error = apiErrorFromHttp({
      status: 400,
      body: {
        message: "«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد.",
        code: 1001,
        details: [{ path: "/body/name", message: "حداکثر ۱۰۰ نویسه" }, { path: 3 }, "x"],
      },
    });
    expect(fieldErrorsOf(error)).toEqual([{ path: "/body/name", message: "حداکثر ۱۰۰ نویسه" }]);
    expect(fieldErrorsOf(apiErrorFromHttp({ status: 400, body: { message: "x" } }))).toEqual([]);
    expect(fieldErrorsOf(apiErrorFromHttp({ status: 400, body: "<html>" }))).toEqual([]);
  });

  it("keeps the form fields a refused create or edit names by key (errors[])", () => {
    const error = apiErrorFromHttp({
      status: 400,
      body: {
        message: "نام تالار: خطای مقدار فیلد !",
        code: 1020,
        errors: [{ key: "e50101_hall_name", message: "نام تالار: خطای مقدار فیلد !" }, { key: 3 }, "x"],
      },
    });
    expect(keyedFieldErrorsOf(error)).toEqual([
      { key: "e50101_hall_name", message: "نام تالار: خطای مقدار فیلد !" },
    ]);
    expect(keyedFieldErrorsOf(apiErrorFromHttp({ status: 400, body: { message: "x" } }))).toEqual([]);
  });

  it("reads a Response body once and tolerates HTML", async () => {
    const error = await apiErrorFromResponse(new Response("<h1>oops</h1>", { status: 500 }));
    expect(error.toJSON()).toEqual({ code: null, status: 500, message: messages.systemError });
  });

  it("gives the internet-cut text only when offline", () => {
    expect(apiErrorFromNetwork(new TypeError("Failed to fetch"), false).message).toBe(messages.internetCut);
    expect(apiErrorFromNetwork(new TypeError("Failed to fetch"), true).message).toBe("Failed to fetch");
    expect(apiErrorFromNetwork(undefined, true)).toMatchObject({ status: 0, message: messages.systemError });
  });

  it("recognises its own errors and cancellations", () => {
    const error = new ApiError({ code: 1, status: 409, message: "x" });
    expect(isApiError(error)).toBe(true);
    expect(toApiError(error)).toBe(error);
    expect(isApiError(new Error("x"))).toBe(false);
    expect(isAbortError(createAbortError())).toBe(true);
    expect(isAbortError(error)).toBe(false);
  });
});
