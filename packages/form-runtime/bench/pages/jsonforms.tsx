import type { JsonSchema7, ValidationMode } from "@jsonforms/core";
import { JsonForms } from "@jsonforms/react";
import { vanillaCells, vanillaRenderers } from "@jsonforms/vanilla-renderers";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { generateWorkload, middleTextIndex, SELECT_OPTIONS, sizeFromUrl } from "../workload";
import { startBench } from "./harness";

const fields = generateWorkload(sizeFromUrl());
const properties: Record<string, JsonSchema7> = {};
for (const f of fields) {
  if (f.kind === "text")
    properties[f.name] = { type: "string", title: f.label, ...(f.pattern ? { pattern: f.pattern } : {}) };
  else if (f.kind === "number") properties[f.name] = { type: "integer", title: f.label };
  else if (f.kind === "select")
    properties[f.name] = { type: "string", title: f.label, enum: SELECT_OPTIONS.map((o) => o.value) };
  else properties[f.name] = { type: "boolean", title: f.label };
}
const schema: JsonSchema7 = {
  type: "object",
  properties,
  required: fields.filter((f) => f.required).map((f) => f.name),
};

function JsonFormsPage() {
  const [data, setData] = useState<unknown>({});
  const [mode, setMode] = useState<ValidationMode>("ValidateAndHide");
  return (
    <div>
      <JsonForms
        schema={schema}
        data={data}
        renderers={vanillaRenderers}
        cells={vanillaCells}
        validationMode={mode}
        onChange={(event) => setData(event.data)}
      />
      <button type="button" id="submit" onClick={() => setMode("ValidateAndShow")}>
        submit
      </button>
    </div>
  );
}

startBench({
  container: document.getElementById("app") as HTMLElement,
  controlCount: fields.length,
  render: (container) => createRoot(container).render(<JsonFormsPage />),
  api: {
    middleSelector: `[id="#/properties/f${middleTextIndex(fields)}-input"]`,
    submit: () => document.getElementById("submit")?.click(),
    errorCount: () =>
      [...document.querySelectorAll(".validation")].filter((el) => (el.textContent ?? "").trim() !== "")
        .length,
    expectedErrors: fields.filter((f) => f.required).length,
  },
});
