import { messages as engineMessages, moduleMessages } from "@ceremony/form-runtime";
import { describe, expect, it } from "vitest";
import { messages } from "./index";

// Issue 26 item 20: one wording per message across the panel and the engines.
describe("one wording per message", () => {
  it("says 'required' and 'bad format' as the form engine does (the spec's texts)", () => {
    expect(messages.validation.required).toBe(engineMessages.required);
    expect(messages.validation.format).toBe(engineMessages.regex);
    expect(moduleMessages.detailRequired).toBe(engineMessages.required);
  });

  it("says a sheba of the wrong shape as the form engine does", () => {
    expect(messages.validation.shebaFormat).toBe(engineMessages.shebaFormat);
  });

  it("confirms every delete with the same button", () => {
    const labels = new Set([
      messages.address.yes,
      messages.security.removeConfirmYes,
      messages.legals.delete,
      messages.lawyers.delete,
    ]);
    expect([...labels]).toEqual(["حذف"]);
  });

  it("asks every delete confirmation as «… حذف شود؟»", () => {
    for (const ask of [
      messages.address.deleteConfirm,
      messages.legals.deleteConfirm,
      messages.lawyers.deleteConfirm,
    ])
      expect(ask("x")).toMatch(/«x» حذف شود؟$/);
  });
});
