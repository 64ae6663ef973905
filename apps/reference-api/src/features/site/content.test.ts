import { describe, expect, it } from "vitest";
import { supplierRulesHtml } from "./content";

describe("supplier rules content", () => {
  it("carries no heading of its own: the title travels beside it, so the dialog shows one title", () => {
    expect(supplierRulesHtml).not.toMatch(/<h[1-6]/);
    expect(supplierRulesHtml).toContain("<ol>");
  });
});
