import type { ApiClient } from "@ceremony/api-client";
import { describe, expect, it, vi } from "vitest";
import { lazyPanelAnalytics } from "./lazyPanelAnalytics";

const sent = vi.hoisted(() => [] as unknown[]);
vi.mock("./panelAnalytics", () => ({
  panelAnalytics: () => ({
    form: (formId: number) => (event: unknown) => sent.push(["form", formId, event]),
    flow: (formId: number) => (event: unknown) => sent.push(["flow", formId, event]),
  }),
}));

describe("lazyPanelAnalytics", () => {
  it("hands the events that came before its chunk over in order, then sends straight through", async () => {
    const analytics = lazyPanelAnalytics({} as ApiClient);
    analytics.flow(7)({ type: "flowStarted" } as never);
    analytics.form(7)({ type: "fieldFocused" } as never);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    analytics.form(7)({ type: "submitted" } as never);
    expect(sent).toEqual([
      ["flow", 7, { type: "flowStarted" }],
      ["form", 7, { type: "fieldFocused" }],
      ["form", 7, { type: "submitted" }],
    ]);
  });
});
