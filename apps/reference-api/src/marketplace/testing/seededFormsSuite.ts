import { beforeAll, describe, expect, it } from "vitest";
import { SERVICE_FORMS } from "../content/flow";
import { elementsOf, fieldKey } from "../initial/elements";
import { FORMS } from "../initial/forms";
import { FormId } from "../initial/ids";
import { VALIDATIONS } from "../initial/validations";
import { as, dataOf, type MkServer } from "./mkServer";
import { specValue, VALIDATION_SAMPLES } from "./specValues";

/** The body a form engine submits: every element's spec-typed value under its key. */
function bodyOf(formId: number): Record<string, unknown> {
  const body: Record<string, unknown> = { form_id: formId };
  for (const element of elementsOf(formId)) body[fieldKey(element)] = specValue(element);
  return body;
}

/**
 * Seed, server and engine must agree: every seeded form is created, then edited, through the HTTP API with values
 * typed as the spec's input and data types say (issue 10: a type-4 field, a logo list and static fields on edit
 * were each refused with 400).
 */
export function seededFormsSuite(server: () => MkServer): void {
  let mk: MkServer;
  beforeAll(() => {
    mk = server();
  });

  describe("every seeded form takes spec-typed values", () => {
    it("every validation has a sample that matches it", () => {
      for (const v of VALIDATIONS)
        expect(new RegExp(v.regex).test(VALIDATION_SAMPLES[v.id] ?? ""), v.message).toBe(true);
    });

    const withFields = FORMS.filter((f) => elementsOf(f.id).length > 0);

    it("knows how each form with fields is created", () => {
      const known = new Set<number>([...SERVICE_FORMS.map((f) => f.id), FormId.legal, FormId.addAgent]);
      for (const form of withFields) expect(known.has(form.id), `form ${form.id} ${form.title}`).toBe(true);
      expect(withFields.length).toBeGreaterThanOrEqual(8);
    });

    for (const form of SERVICE_FORMS) {
      it(`${form.id} ${form.title}: createProviderContent then editProviderContent`, async () => {
        const body = bodyOf(form.id);
        const created = await mk.call("POST", "/api/provider_content/create", { as: as.agent, body });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        mk.expectContract("createProviderContent", created);
        const id = (dataOf(created.body) as { id: number }).id;
        const edited = await mk.call("PUT", "/api/provider_content/edit", {
          as: as.agent,
          body: { ...body, id },
        });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      });
    }

    for (const formId of [FormId.legal, FormId.addAgent]) {
      it(`${formId}: connectLinkRequest then editLinkRequest with the static fields sent back`, async () => {
        const body = bodyOf(formId);
        const created = await mk.call("POST", "/api/profile/link/request/connect", { as: as.agent, body });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        mk.expectContract("connectLinkRequest", created);
        const id = (dataOf(created.body) as { id: number }).id;
        const edited = await mk.call("PUT", "/api/profile/link/request/edit", {
          as: as.agent,
          body: { ...body, id },
        });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      });
    }
  });
}
