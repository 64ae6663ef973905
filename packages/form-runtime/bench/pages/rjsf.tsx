import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { createRoot } from "react-dom/client";
import { generateWorkload, middleTextIndex, SELECT_OPTIONS, sizeFromUrl } from "../workload";
import { startBench } from "./harness";

const fields = generateWorkload(sizeFromUrl());
const properties: Record<string, RJSFSchema> = {};
for (const f of fields) {
  if (f.kind === "text")
    properties[f.name] = { type: "string", title: f.label, ...(f.pattern ? { pattern: f.pattern } : {}) };
  else if (f.kind === "number") properties[f.name] = { type: "integer", title: f.label };
  else if (f.kind === "select")
    properties[f.name] = {
      type: "string",
      title: f.label,
      oneOf: SELECT_OPTIONS.map((o) => ({ const: o.value, title: o.title })),
    };
  else properties[f.name] = { type: "boolean", title: f.label };
}
const schema: RJSFSchema = {
  type: "object",
  properties,
  required: fields.filter((f) => f.required).map((f) => f.name),
};
const uiSchema: UiSchema = {};

startBench({
  container: document.getElementById("app") as HTMLElement,
  controlCount: fields.length,
  render: (container) =>
    createRoot(container).render(
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        showErrorList={false}
        noHtml5Validate
      />,
    ),
  api: {
    middleSelector: `#root_f${middleTextIndex(fields)}`,
    submit: () => document.querySelector<HTMLButtonElement>("button[type=submit]")?.click(),
    errorCount: () => document.querySelectorAll(".error-detail").length,
    expectedErrors: fields.filter((f) => f.required).length,
  },
});
