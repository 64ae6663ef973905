import { describe, expect, it } from "vitest";
import { ApiError } from "../../http/errors";
import { messages } from "../../messages";
import { mobileOf } from "./input";

describe("mobileOf", () => {
  it("accepts what the panel would have sent: any prefix, digit script or separator, as 09…", () => {
    for (const username of ["09121234567", "+98 912 123 4567", "00989121234567", "۰۹۱۲-۱۲۳-۴۵۶۷"])
      expect(mobileOf({ username }, "username"), username).toBe("09121234567");
  });
  it("answers 400 with the Persian mobile message for anything else", () => {
    for (const username of ["0912123", "08121234567", "+44 20 7946 0000"]) {
      let error: unknown;
      try {
        mobileOf({ username }, "username");
      } catch (caught) {
        error = caught;
      }
      expect(error, username).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).body.message).toBe(messages.mobileInvalid);
    }
  });
});
