import { describe, expect, it } from "vitest";
import {
  checkLocation,
  checkServicePrice,
  checkTimeline,
  type LocationModule,
  type Timeline,
} from "../content/moduleFields";
import { validateFields } from "../content/validateFields";
import { elementsOf } from "../initial/elements";
import { formById } from "../initial/forms";
import { FormId } from "../initial/ids";
import { SEED_CONTENTS } from "./contents";
import { SEED_CHATS, SEED_ITEMS } from "./items";
import { SEED_LEGAL_FIELDS, SEED_LINKS } from "./links";

describe("seed data obeys the same rules as the API", () => {
  it("every seeded content (and draft) validates against its form", () => {
    for (const c of SEED_CONTENTS) {
      for (const values of [c.fields, c.draft_fields]) {
        if (!values) continue;
        const check = validateFields(elementsOf(c.form_id), values);
        expect(check.ok ? [] : check.errors, `content ${c.id}`).toEqual([]);
        if (check.ok) expect(check.values).toEqual(values);
      }
    }
  });

  it("every seeded module passes the module checks", () => {
    for (const c of SEED_CONTENTS) {
      const form = formById(c.form_id);
      if (!form) throw new Error(`form ${c.form_id}`);
      if (c.service_price) expect(checkServicePrice(form, c.service_price.services)).toEqual([]);
      if (c.timeline) expect(checkTimeline(c.timeline as Timeline)).toEqual([]);
      if (c.location) expect(checkLocation(form, c.location as LocationModule)).toEqual([]);
    }
  });

  it("seeded legal profiles validate against LEGAL_FORM", () => {
    for (const link of SEED_LINKS.filter((l) => l.form === FormId.legal)) {
      const check = validateFields(elementsOf(FormId.legal), SEED_LEGAL_FIELDS[link.id] ?? {});
      expect(check.ok ? [] : check.errors, `link ${link.id}`).toEqual([]);
    }
  });

  it("chats exist only on items with an accepted offer, and item ids are unique", () => {
    for (const id of Object.keys(SEED_CHATS).map(Number)) {
      expect(SEED_ITEMS.find((i) => i.id === id)?.offers[0]?.status_id, `item ${id}`).toBe(1);
    }
    expect(new Set(SEED_ITEMS.map((i) => i.id)).size).toBe(SEED_ITEMS.length);
    expect(SEED_ITEMS.filter((i) => i.is_private).every((i) => i.target_profile_id !== null)).toBe(true);
  });
});
