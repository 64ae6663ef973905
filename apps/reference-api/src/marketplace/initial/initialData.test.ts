import { DataType, InputType } from "@ceremony/api-client/contract";
import { describe, expect, it } from "vitest";
import { SERVICE_FORMS } from "../content/flow";
import { ELIGIBILITY_CHECKS } from "./constants";
import { ELEMENTS, elementsOf, fieldKey } from "./elements";
import { activeOptions, ENUMERATIONS } from "./enumerations";
import { FORMS, formById } from "./forms";
import { EnumRoot, FormId, FormParent, LEGAL_FORM, PROVINCE_PARENT } from "./ids";
import { collections, fingerprint, initialData, STAMPS } from "./initialData";
import { PAGES } from "./pages";
import { VALIDATIONS, ValidationId } from "./validations";

const unique = (values: number[]) => new Set(values).size === values.length;

describe("initial data", () => {
  it("has a venue under PLACE, ceremony services and a long-term plan under HOZE", () => {
    expect(formById(FormId.hall)?.parent_id).toBe(FormParent.PLACE);
    expect(FORMS.filter((f) => f.parent_id === FormParent.CEREMONY_SERVICE).map((f) => f.title)).toEqual([
      "مداحی",
      "روضه خوانی",
      "سخنرانی",
    ]);
    expect(formById(FormId.weeklyPlan)?.parent_id).toBe(FormParent.HOZE);
    expect(FormParent.PLACE).toBe(5);
    expect(FormParent.HOZE).toBe(55);
  });

  it("uses every input type and every data type across the forms", () => {
    expect(new Set(ELEMENTS.map((e) => e.input_type))).toEqual(new Set(Object.values(InputType)));
    expect(new Set(ELEMENTS.map((e) => e.data_type))).toEqual(new Set(Object.values(DataType)));
  });

  it("has unique ids, and every list field points at an enumeration with options or carries options", () => {
    expect(unique(FORMS.map((f) => f.id))).toBe(true);
    expect(unique(ELEMENTS.map((e) => e.id))).toBe(true);
    expect(unique(ENUMERATIONS.map((e) => e.id))).toBe(true);
    for (const e of ELEMENTS.filter(
      (x) => x.data_type === DataType.LIST && x.input_type !== InputType.FILES,
    )) {
      const options = e.enumeration_id === null ? e.options.length : activeOptions(e.enumeration_id).length;
      expect(options, e.name).toBeGreaterThan(0);
    }
    for (const e of ELEMENTS) {
      if (e.validation_id !== null) expect(VALIDATIONS.some((v) => v.id === e.validation_id)).toBe(true);
      expect(formById(e.form_id)).toBeDefined();
    }
  });

  it("has the legal-profile form with the static fields label, pic and person_kind_role_id = 5", () => {
    const keys = elementsOf(LEGAL_FORM).map(fieldKey);
    expect(keys.slice(0, 3)).toEqual(["label", "pic", "person_kind_role_id"]);
    expect(elementsOf(LEGAL_FORM).find((e) => e.name === "person_kind_role_id")?.value).toBe(5);
    expect(elementsOf(LEGAL_FORM).some((e) => e.setting.shaba_field === true)).toBe(true);
    expect(elementsOf(LEGAL_FORM).some((e) => e.setting.vendor === true)).toBe(true);
    expect(elementsOf(FormId.addAgent).map(fieldKey)).toEqual(["label", "mobile", "person_kind_role_id"]);
  });

  it("has the enumerations the panel filters on, with one inactive entry", () => {
    expect(activeOptions(EnumRoot.ceremonies).length).toBeGreaterThanOrEqual(5);
    expect(ENUMERATIONS.filter((e) => e.parent_id === EnumRoot.ceremonies && e.status_id === 0)).toHaveLength(
      1,
    );
    expect(activeOptions(EnumRoot.guestGenders)).toHaveLength(3);
    expect(activeOptions(EnumRoot.places).length).toBeGreaterThan(2);
    expect(activeOptions(EnumRoot.requestStatuses).map((e) => e.setting.value)).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    const provinces = activeOptions(PROVINCE_PARENT);
    expect(provinces).toHaveLength(31);
    const tehran = provinces.find((p) => p.title === "تهران");
    const cities = activeOptions(tehran?.id ?? 0);
    expect(cities.length).toBeGreaterThan(5);
    for (const c of cities)
      expect(c.setting).toMatchObject({ city: true, lat: expect.any(Number), lng: expect.any(Number) });
  });

  it("keeps regexes linear (no quantified group) and correct on samples, with \\u escapes for Persian", () => {
    for (const v of VALIDATIONS) {
      expect(v.regex.length).toBeLessThanOrEqual(500);
      expect(v.regex, v.message).not.toMatch(/\)[*+?{]/);
    }
    const re = (id: number) => new RegExp(VALIDATIONS.find((v) => v.id === id)?.regex ?? "^$");
    expect(VALIDATIONS.find((v) => v.id === ValidationId.persianLetters)?.regex).toContain("\\u0600-\\u06FF");
    expect(re(ValidationId.persianLetters).test("علی محمدی")).toBe(true);
    expect(re(ValidationId.persianLetters).test("Ali")).toBe(false);
    expect(re(ValidationId.nationalCode).test("0012345679")).toBe(true);
    expect(re(ValidationId.nationalCode).test("001234567")).toBe(false);
    expect(re(ValidationId.landline).test("05138001234")).toBe(true);
    expect(re(ValidationId.landline).test("09121234567")).toBe(false);
    expect(re(ValidationId.shaba).test("IR500570000000000000000001")).toBe(true);
    expect(re(ValidationId.mobile).test("09120000001")).toBe(true);
    const start = performance.now();
    for (const v of VALIDATIONS) new RegExp(v.regex).test(`${"۰".repeat(50_000)}!`);
    expect(performance.now() - start).toBeLessThan(200);
  });

  it("names the digits rule's length in its message, since a too-long number is refused by it too", () => {
    const digits = VALIDATIONS.find((v) => v.id === ValidationId.digits);
    expect(new RegExp(digits?.regex ?? "^$").test("9".repeat(10))).toBe(false);
    expect(digits?.message).toContain("۹ رقم");
  });

  it("has the three provider CMS pages with script-free static_page HTML", () => {
    expect(PAGES.map((p) => p.url)).toEqual([
      "/static/help-provider",
      "/static/contact-us-provider",
      "/static/about-provider",
    ]);
    for (const p of PAGES) {
      const html = p.widgets[0]?.html_body ?? "";
      expect(html).toMatch(/[\u0600-\u06FF]/);
      expect(html).not.toMatch(/<script|<iframe|<style|\son\w+=|javascript:/i);
      expect(new Set(html.match(/<\/?([a-z0-9]+)/gi)?.map((t) => t.replace(/[</]/g, "")))).toEqual(
        new Set(
          html
            .match(/<\/?([a-z0-9]+)/gi)
            ?.map((t) => t.replace(/[</]/g, ""))
            .filter((t) => ["h2", "p", "ul", "li", "strong", "a"].includes(t)),
        ),
      );
    }
  });

  it("pins every stamp to its collection: change the data and this fails until the stamp is bumped", () => {
    const c = collections();
    expect(fingerprint(c.forms)).toBe(STAMPS.forms.fingerprint);
    expect(fingerprint(c.enumerations)).toBe(STAMPS.enumerations.fingerprint);
    expect(fingerprint(c.pages)).toBe(STAMPS.pages.fingerprint);
    expect(initialData(true).stamps).toEqual({
      forms: STAMPS.forms.stamp,
      enumerations: STAMPS.enumerations.stamp,
      pages: STAMPS.pages.stamp,
    });
    expect(initialData(false).general_keys).toEqual({
      sheba_is_required: "false",
      monthly_report_url: "/demo/monthly-report",
      consumer_app_url: "/demo/consumer-app",
    });
  });

  it("publishes the map's tile source as general keys, and none when tiles are off", () => {
    expect(
      initialData(true, undefined, {
        url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        attribution: "© OpenStreetMap contributors",
        attributionUrl: "https://www.openstreetmap.org/copyright",
        maxZoom: 19,
      }).general_keys,
    ).toMatchObject({
      map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      map_tile_max_zoom: "19",
      map_tile_attribution: "© OpenStreetMap contributors",
      map_tile_attribution_url: "https://www.openstreetmap.org/copyright",
    });
    expect(Object.keys(initialData(true, undefined, null).general_keys)).not.toContain("map_tile_url");
  });

  it("publishes the fixed ids and the gated services as constants", () => {
    expect(initialData(true).constants).toEqual({
      legal_profile_form_id: 90,
      add_agent_form_id: 91,
      province_parent_id: 10,
      ceremony_enumeration_id: 6,
      request_status_enumeration_id: 9,
      accepted_status_enumeration_id: 11,
      eligibility_checks: [
        { form_id: FormId.weeklyPlan, kind: "hejrat" },
        { form_id: FormId.speech, kind: "amin" },
      ],
    });
    for (const check of ELIGIBILITY_CHECKS) expect(SERVICE_FORMS.map((f) => f.id)).toContain(check.form_id);
  });
});
