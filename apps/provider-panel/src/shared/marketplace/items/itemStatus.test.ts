import { describe, expect, it } from "vitest";
import { readinessDeclared, shownStatus, statusEnumerationId, statusTone } from "./itemStatus";

const constants = { request_status_enumeration_id: 9, accepted_status_enumeration_id: 11 } as Parameters<
  typeof statusEnumerationId
>[0];

describe("item status", () => {
  it("a request screen names the request status, an invoice screen the provider's answer, each by its enumeration", () => {
    // Request 140 of the demo: processing (2), readiness declared (offer 0 searching).
    const item = { status_id: 2 as const, offer_status_id: 0 as const };
    expect([shownStatus(item, "request"), statusEnumerationId(constants, "request")]).toEqual([2, 9]);
    expect([shownStatus(item, "offer"), statusEnumerationId(constants, "offer")]).toEqual([0, 11]);
    expect(shownStatus({ status_id: 2, offer_status_id: null }, "offer")).toBeNull();
  });

  it("colours a status by its meaning in its own enumeration", () => {
    expect(statusTone("request", 2)).toBe("open");
    expect(statusTone("request", 3)).toBe("done");
    expect(statusTone("request", 6)).toBe("refused");
    expect(statusTone("request", 4)).toBe("closed");
    expect(statusTone("request", 1)).toBe("waiting");
    expect(statusTone("offer", 1)).toBe("done");
    expect(statusTone("offer", 2)).toBe("refused");
    expect(statusTone("offer", 0)).toBe("waiting");
    expect(statusTone("offer", 9)).toBe("closed");
    expect(statusTone("offer", null)).toBe("closed");
  });

  it("readiness counts as declared for every answer but a refusal", () => {
    expect(readinessDeclared({ offer_status_id: null })).toBe(false);
    expect(readinessDeclared({ offer_status_id: 0 })).toBe(true);
    expect(readinessDeclared({ offer_status_id: 1 })).toBe(true);
    expect(readinessDeclared({ offer_status_id: 4 })).toBe(true);
    expect(readinessDeclared({ offer_status_id: 2 })).toBe(false);
  });
});
