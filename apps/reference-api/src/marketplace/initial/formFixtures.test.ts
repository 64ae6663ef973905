import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildFormFixtures, FORM_FIXTURES_PATH, formFixturesText } from "./formFixtures";
import { FormId } from "./ids";

describe("form-runtime's seeded-form fixtures", () => {
  it("match the initial data (run `pnpm --filter @ceremony/reference-api fixtures:forms` when this fails)", () => {
    const repo = fileURLToPath(new URL("../../../../../", import.meta.url));
    // Compared as data, so a formatter's line breaks in the JSON file do not matter.
    expect(JSON.parse(readFileSync(`${repo}${FORM_FIXTURES_PATH}`, "utf8"))).toEqual(
      JSON.parse(formFixturesText()),
    );
  });

  it("hold every seeded form with elements, and the options and regexes they use", () => {
    const fixtures = buildFormFixtures();
    expect(fixtures.map((f) => f.id)).toEqual(
      expect.arrayContaining([FormId.hall, FormId.legal, FormId.addAgent]),
    );
    for (const fixture of fixtures) {
      for (const element of fixture.elements) {
        if (element.validation_id !== null)
          expect(fixture.validations.map((v) => v.id)).toContain(element.validation_id);
        if (element.enumeration_id !== null)
          expect(fixture.enumerations.some((e) => e.parent_id === element.enumeration_id)).toBe(true);
      }
    }
  });
});
