import { createHash } from "node:crypto";
import { ELEMENTS } from "./elements";
import { ENUMERATIONS } from "./enumerations";
import { FORMS } from "./forms";
import { EnumRoot, FormId, LEGAL_FORM, PROVINCE_PARENT } from "./ids";
import { PAGES } from "./pages";
import { VALIDATIONS } from "./validations";

/**
 * Last change (unix seconds) of each collection. Bump the stamp together with its fingerprint when the data
 * changes (initialData.test.ts fails until both are updated), so cached clients see the change.
 */
export const STAMPS = {
  forms: { stamp: 1_763_769_600, fingerprint: "ab71e5e30094b67d" },
  enumerations: { stamp: 1_763_769_600, fingerprint: "12ce022ceaccd9eb" },
  pages: { stamp: 1_763_769_600, fingerprint: "b267cb8ecfcd765d" },
};

/** Payment gateways for the top-up chooser (only the reference server's own page is usable). */
export const GATEWAYS = [
  { id: 1, title: "درگاه پرداخت آزمایشی", status_id: 1, icon: null },
  { id: 2, title: "درگاه بانکی (به زودی)", status_id: 0, icon: null },
];

/** SHA-256 of a collection, the value STAMPS pins. */
export function fingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
}

/** The collections as the fingerprints see them. */
export function collections() {
  return {
    forms: { forms: FORMS, elements: ELEMENTS, validations: VALIDATIONS },
    enumerations: ENUMERATIONS,
    pages: PAGES.map(({ id, title, url, widgets }) => ({ id, title, url, widgets })),
  };
}

/** The body of GET /initailize_data (always complete; the stamps say which collections changed). */
export function initialData(shebaRequired: boolean) {
  return {
    forms: FORMS,
    enumerations: ENUMERATIONS,
    pages: PAGES.map(({ id, title, url }) => ({ id, title, url, controls: { widgets: true } })),
    stamps: { forms: STAMPS.forms.stamp, enumerations: STAMPS.enumerations.stamp, pages: STAMPS.pages.stamp },
    website_ui: false,
    general_keys: { sheba_is_required: shebaRequired ? "true" : "false" },
    gateways: GATEWAYS,
    validations: VALIDATIONS,
    constants: {
      legal_profile_form_id: LEGAL_FORM,
      add_agent_form_id: FormId.addAgent,
      province_parent_id: PROVINCE_PARENT,
      ceremony_enumeration_id: EnumRoot.ceremonies,
      request_status_enumeration_id: EnumRoot.requestStatuses,
      accepted_status_enumeration_id: EnumRoot.acceptedStatuses,
      eligibility_checks: [
        { form_id: FormId.rowzeh, kind: "hejrat" as const },
        { form_id: FormId.mosque, kind: "amin" as const },
      ],
    },
  };
}
