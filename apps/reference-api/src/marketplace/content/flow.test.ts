import { describe, expect, it } from "vitest";
import { FORMS, formById } from "../initial/forms";
import { FormId } from "../initial/ids";
import { flowComplete, flowSteps, SERVICE_FORMS } from "./flow";

const none = { form: false, legalForm: false, servicePrice: false, timeline: false, location: false };
const hall = formById(FormId.hall);
if (!hall) throw new Error("hall form missing");

describe("flowSteps", () => {
  it("lists service steps in the route-level order FORM, PRICE_SERVICE, TIMELINE, POSITION, FINISH", () => {
    expect(flowSteps(hall, null).map((s) => s.kind)).toEqual([0, 4, 3, 2, 1000]);
    expect(flowSteps(hall, null).every((s) => !s.active)).toBe(true);
  });

  it("marks saved steps active and FINISH only once all others are", () => {
    const partial = flowSteps(hall, { ...none, form: true, timeline: true });
    expect(partial.map((s) => s.active)).toEqual([true, false, true, false, false]);
    const all = { ...none, form: true, servicePrice: true, timeline: true, location: true };
    expect(flowSteps(hall, all).at(-1)?.active).toBe(true);
    expect(flowComplete(hall, all)).toBe(true);
    expect(flowComplete(hall, { ...all, location: false })).toBe(false);
  });

  it("gives the legal form LEGAL_FORM then FINISH", () => {
    const legal = formById(FormId.legal);
    if (!legal) throw new Error("legal form missing");
    expect(flowSteps(legal, { ...none, legalForm: true }).map((s) => [s.kind, s.active])).toEqual([
      [5, true],
      [1000, true],
    ]);
  });

  it("treats only leaves under PLACE, ceremony services and HOZE as service forms", () => {
    expect(SERVICE_FORMS.map((f) => f.id).sort()).toEqual([301, 302, 303, 501, 502, 5501]);
    expect(FORMS.length).toBeGreaterThan(SERVICE_FORMS.length);
  });
});
