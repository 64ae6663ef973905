import { beforeEach, describe, expect, it } from "vitest";
import { clearAllDrafts, clearDraft, DRAFT_PREFIX, loadDraft, saveDraft } from "./formDrafts";

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
    clearAllDrafts(localStorage);
    expect(Object.keys(localStorage)).toEqual(["other"]);
  });

  it("sign-out's cleanup (app/createServices.ts) matches every draft key", async () => {
    const { readFileSync, existsSync } = await import("node:fs");
    const path = ["src/app/createServices.ts", "apps/provider-panel/src/app/createServices.ts"].find((p) =>
      existsSync(p),
    );
    const source = readFileSync(path ?? "", "utf8");
    const prefix = /startsWith\("([^"]+)"\)\) storage\.removeItem/.exec(source)?.[1];
    // The profile form keeps its draft in the tab's sessionStorage: sign-out empties both.
    expect(source).toMatch(/for \(const storage of \[localStorage, sessionStorage\]\)/);
    expect(prefix).toBeDefined();
    expect(DRAFT_PREFIX.startsWith(prefix ?? "-")).toBe(true);
  });

  it("ignores a corrupt draft", () => {
    localStorage.setItem("panel:draft:v1:signup", "{not json");
    expect(loadDraft("signup", { firstName: "" })).toEqual({ firstName: "" });
  });
});
