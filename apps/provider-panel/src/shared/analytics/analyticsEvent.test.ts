import { describe, expect, it } from "vitest";
import { flowAnalyticsEvent, formAnalyticsEvent } from "./analyticsEvent";

describe("analytics events on the wire", () => {
  it("carry the form they concern and the contract's field names", () => {
    expect(formAnalyticsEvent(301, { type: "uploadFailed", key: "e5_photo", folder: "gallery" })).toEqual({
      type: "uploadFailed",
      form_id: 301,
      key: "e5_photo",
      folder: "gallery",
    });
    expect(
      formAnalyticsEvent(301, {
        type: "submitResult",
        formId: "301",
        mode: "edit",
        outcome: "refused",
        errorCount: 2,
      }),
    ).toEqual({ type: "submitResult", form_id: 301, mode: "edit", outcome: "refused", error_count: 2 });
    expect(
      flowAnalyticsEvent(301, { type: "stepCompleted", step: "PRICE_SERVICE-4", kind: "PRICE_SERVICE" }),
    ).toEqual({ type: "stepCompleted", form_id: 301, step: "PRICE_SERVICE-4", kind: "PRICE_SERVICE" });
  });

  it("stay inside the contract's bounds, so one odd event cannot get its whole batch refused", () => {
    const long = formAnalyticsEvent(301, {
      type: "fieldErrorShown",
      formId: 301,
      key: `e1_${"x".repeat(300)}`,
      kind: "SERVER",
    });
    expect(long).toMatchObject({ key: expect.stringMatching(/^e1_x+$/) });
    expect((long as { key: string }).key).toHaveLength(128);
    expect(
      flowAnalyticsEvent(301, { type: "formAbandoned", lastStep: "FORM-1", timeSpentMs: -3.7 }),
    ).toMatchObject({
      time_spent_ms: 0,
    });
    expect(
      flowAnalyticsEvent(301, { type: "formAbandoned", lastStep: "FORM-1", timeSpentMs: 1234.6 }),
    ).toMatchObject({
      time_spent_ms: 1235,
    });
  });
});
