import { beforeEach, describe, expect, it } from "vitest";
import { clearAllDrafts, clearDraft, loadDraft, saveDraft } from "./formDrafts";

describe("form drafts", () => {
  beforeEach(() => localStorage.clear());

  it("keeps typed values across a reload and only the form's own keys", () => {
    saveDraft("ticket-new", { subject: "پرسش", description: "شرح" });
    localStorage.setItem(
      "panel:draft:v1:signup",
      JSON.stringify({ firstName: "علی", stale: "x", lastName: 5 }),
    );
    expect(loadDraft("ticket-new", { subject: "", description: "", section: "" })).toEqual({
      subject: "پرسش",
      description: "شرح",
      section: "",
    });
    expect(loadDraft("signup", { firstName: "", lastName: "" })).toEqual({ firstName: "علی", lastName: "" });
  });

  it("an emptied form, a cleared draft and sign-out leave nothing on the device", () => {
    saveDraft("ticket-new", { subject: "a" });
    saveDraft("ticket-new", { subject: "" });
    expect(localStorage.length).toBe(0);
    saveDraft("ticket-new", { subject: "a" });
    clearDraft("ticket-new");
    expect(localStorage.length).toBe(0);
    saveDraft("ticket-new", { subject: "a" });
    saveDraft("signup", { firstName: "b" });
    localStorage.setItem("other", "kept");
    clearAllDrafts();
    expect(Object.keys(localStorage)).toEqual(["other"]);
  });

  it("ignores a corrupt draft", () => {
    localStorage.setItem("panel:draft:v1:signup", "{not json");
    expect(loadDraft("signup", { firstName: "" })).toEqual({ firstName: "" });
  });
});
