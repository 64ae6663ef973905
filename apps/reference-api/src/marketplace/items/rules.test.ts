import { AcceptedStatus, RequestStatus } from "@ceremony/api-client/contract";
import { describe, expect, it } from "vitest";
import { canChat, refusal } from "./rules";

describe("service item rules", () => {
  it("accepts open public and private requests once", () => {
    for (const statusId of [0, 1, 2]) {
      expect(refusal("readiness", { isPrivate: false, statusId, offerStatus: null })).toBeNull();
      expect(refusal("readiness", { isPrivate: true, statusId, offerStatus: null })).toBeNull();
    }
    expect(
      refusal("readiness", { isPrivate: false, statusId: 2, offerStatus: AcceptedStatus.SEARCHING }),
    ).toBe("alreadyReady");
  });

  it("refuses finished, canceled, expired and rejected requests", () => {
    for (const statusId of [
      RequestStatus.FINISHED,
      RequestStatus.CANCELED,
      RequestStatus.EXPIRED,
      RequestStatus.REJECTED,
    ]) {
      expect(refusal("readiness", { isPrivate: false, statusId, offerStatus: null })).toBe("closed");
    }
  });

  it("lets only private requests be rejected", () => {
    expect(refusal("reject", { isPrivate: false, statusId: 2, offerStatus: null })).toBe("publicReject");
    expect(refusal("reject", { isPrivate: true, statusId: 2, offerStatus: null })).toBeNull();
    expect(
      refusal("reject", { isPrivate: true, statusId: 2, offerStatus: AcceptedStatus.SEARCHING }),
    ).toBeNull();
    expect(refusal("reject", { isPrivate: true, statusId: 2, offerStatus: AcceptedStatus.ACCEPTED })).toBe(
      "closed",
    );
  });

  it("opens chat only for accepted offers", () => {
    expect([null, 0, 1, 2, 3, 4].map(canChat)).toEqual([false, false, true, false, false, false]);
  });
});
