// What another team checks with the published schema and the /testing helpers: a payload validated with the
// schema the package ships, and each evolution policy driven through renderServerForm with memory adapters.
import { type EvolutionPolicy, PAYLOAD_SCHEMA_VERSION, type ServerElement } from "@ceremony/form-runtime";
import schema from "@ceremony/form-runtime/server-form.schema.json";
import {
  createMemoryAdapters,
  renderServerForm,
  serverElement,
  serverFormPayload,
} from "@ceremony/form-runtime/testing";
import { Ajv2020 } from "ajv/dist/2020";

export interface SchemaCheckResults {
  readonly validPayload: boolean;
  readonly malformedPaths: readonly string[];
  readonly policies: Record<string, { sent: number; notice: boolean; alert: boolean; messages: string[] }>;
}

declare global {
  interface Window {
    schemaChecks: () => Promise<SchemaCheckResults>;
  }
}

const title = serverElement("text", { id: 21, name: "title", caption: "عنوان" });
// An element kind this engine does not know (a newer server's).
const signature: ServerElement = { id: 22, name: "signature", caption: "امضا", input_type: 99, priority: 22 };

async function runPolicy(policy: EvolutionPolicy, payload: unknown) {
  const adapters = createMemoryAdapters({ forms: { 8: payload } });
  const form = await renderServerForm({ formId: 8, adapters, evolution: policy });
  form.fill("عنوان", "تالار");
  form.pressSubmit();
  await form.waitFor(() => form.submitted.length > 0 || form.messages.length > 0);
  const result = {
    sent: form.submitted.length,
    notice: form.container.textContent?.includes("این فیلد قابل نمایش نیست.") ?? false,
    alert: form.container.querySelector("[role=alert]") !== null,
    messages: form.messages.map((m) => `${m.kind}: ${m.text}`),
  };
  form.unmount();
  return result;
}

window.schemaChecks = async () => {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
  const payload = serverFormPayload({
    form: { id: 8, title: "تالار" },
    elements: [title, serverElement("select", { id: 23, name: "kind", enumeration_id: 5 })],
    enumerations: [{ id: 51, parent_id: 5, title: "عروسی", status_id: 1, priority: 1 }],
    validations: [{ id: 2, regex: "^.{2,}$", message: "دست کم دو حرف" }],
    steps: [{ kind: 0, title: "اطلاعات", active: true }],
  });
  const validPayload = validate(payload);
  validate({ elements: [{ ...title, name: "" }], steps: [{ kind: 0, active: "yes" }] });
  const malformedPaths = (validate.errors ?? []).map((e) => e.instancePath);
  const newer = { schema_version: PAYLOAD_SCHEMA_VERSION + 1, elements: [title] };
  return {
    validPayload,
    malformedPaths: [...new Set(malformedPaths)].sort(),
    policies: {
      drop: await runPolicy("drop", [title, signature]),
      notice: await runPolicy("notice", [title, signature]),
      block: await runPolicy("block", [title, signature]),
      "block, newer version": await runPolicy("block", newer),
    },
  };
};
