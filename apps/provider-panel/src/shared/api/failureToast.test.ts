import { ApiError } from "@ceremony/api-client";
import { describe, expect, it } from "vitest";
import { toastsFailure } from "./failureToast";

const refusal = (status: number) => new ApiError({ status, code: 1010, message: "کد تایید اشتباه است." });

describe("toastsFailure", () => {
  it("toasts a failure unless the screen owns it", () => {
    expect(toastsFailure(undefined, refusal(400))).toBe(true);
    expect(toastsFailure(undefined, new TypeError("Failed to fetch"))).toBe(true);
    expect(toastsFailure(undefined, refusal(401))).toBe(false);
    expect(toastsFailure({ silent: true }, refusal(400))).toBe(false);
  });

  it("leaves a 429 to a screen that shows its wait, and every failure to a screen that shows it in place", () => {
    expect(toastsFailure({ inlineRateLimit: true }, refusal(429))).toBe(false);
    expect(toastsFailure({ inlineRateLimit: true }, refusal(400))).toBe(true);
    expect(toastsFailure({ inlineError: true }, refusal(400))).toBe(false);
    expect(toastsFailure({ inlineError: true }, new TypeError("Failed to fetch"))).toBe(false);
  });
});
