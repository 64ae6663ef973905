import { describe, expect, it } from "vitest";
import { testInitialData } from "../../testing/initialDataFixture";
import {
  activityTypes,
  childrenOf,
  eligibilityFor,
  groupServices,
  type ProviderContent,
  rootOf,
} from "./serviceTree";

const { forms, constants } = testInitialData;

const content = (
  id: number,
  formId: number,
  parentId: number | null,
  createdAt: number,
  status: 0 | 1 | 2 | 3 | 4 = 1,
): ProviderContent => ({
  id,
  form_id: formId,
  content_id: id,
  form: { id: formId, title: `form ${formId}`, parent_id: parentId },
  content: { status_id: status, form_id: formId, created_at: createdAt },
});

describe("service tree", () => {
  it("activity types are the service roots, without the legal-profile and add-agent forms", () => {
    expect(activityTypes(forms, constants).map((f) => f.id)).toEqual([3, 5, 55, 70]);
  });

  it("finds children by priority and the root of a service", () => {
    expect(childrenOf(forms, 3).map((f) => f.id)).toEqual([301, 302, 303, 304]);
    expect(rootOf(forms, 5501)?.id).toBe(55);
    expect(rootOf(forms, 5)?.id).toBe(5);
    expect(rootOf(forms, 999)).toBeNull();
    const loop = forms.slice(0, 2).map((f, i) => ({ ...f, id: i + 1, parent_id: 2 - i }));
    expect(rootOf(loop, 1)).toBeNull();
  });

  it("groups contents by root category in the categories' order, newest first inside", () => {
    const groups = groupServices(
      [content(1, 501, 5, 100), content(2, 301, 3, 50), content(3, 502, 5, 300), content(4, 999, 77, 10)],
      forms,
      "سایر",
    );
    expect(groups.map((g) => [g.id, g.title, g.items.map((i) => i.id)])).toEqual([
      [3, "خدمات مراسم", [2]],
      [5, "اماکن و تالارها", [3, 1]],
      [77, "سایر", [4]],
    ]);
  });

  it("reads a service's eligibility list from the constants, inheriting its category's", () => {
    expect(eligibilityFor(forms, constants, 302)).toBe("hejrat");
    expect(eligibilityFor(forms, constants, 303)).toBe("amin");
    expect(eligibilityFor(forms, constants, 501)).toBeNull();
    const gatedCategory = { ...constants, eligibility_checks: [{ form_id: 55, kind: "amin" as const }] };
    expect(eligibilityFor(forms, gatedCategory, 5501)).toBe("amin");
  });
});
