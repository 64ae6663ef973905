import { useState } from "react";
import { createRoot } from "react-dom/client";
import {
  generateWorkload,
  middleTextIndex,
  SELECT_OPTIONS,
  sizeFromUrl,
  type WorkloadField,
} from "../workload";
import { startBench } from "./harness";

// The floor: plain React, uncontrolled inputs, one hand-written validate-all. The cost of React and the DOM alone.
const fields = generateWorkload(sizeFromUrl());
const patterns = new Map(
  fields.flatMap((f) => (f.pattern ? [[f.name, new RegExp(f.pattern)] as const] : [])),
);

function validateAll(root: HTMLElement): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const control = root.querySelector<HTMLInputElement | HTMLSelectElement>(`#${f.name}`);
    const value =
      control instanceof HTMLInputElement && control.type === "checkbox" ? "" : (control?.value ?? "");
    if (f.required && value.trim() === "") errors[f.name] = "required";
    else if (value !== "" && patterns.get(f.name)?.test(value) === false) errors[f.name] = "pattern";
  }
  return errors;
}

function Field({ field, error }: { readonly field: WorkloadField; readonly error: string | undefined }) {
  return (
    <div>
      <label htmlFor={field.name}>{field.label}</label>
      {field.kind === "select" ? (
        <select id={field.name} defaultValue="">
          <option value="" />
          {SELECT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.title}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={field.name}
          type={field.kind === "checkbox" ? "checkbox" : "text"}
          inputMode={field.kind === "number" ? "numeric" : undefined}
        />
      )}
      {error ? <p className="error">{error}</p> : null}
    </div>
  );
}

// `?form=1` puts the controls inside a `<form>`, as every engine's form is: Chromium registers each control with its
// form, which costs mount time the bare floor does not pay (the default stays the bare floor the table compares).
const Frame = new URLSearchParams(location.search).get("form") === "1" ? "form" : "div";

function FloorForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Frame id="floor">
      {fields.map((f) => (
        <Field key={f.name} field={f} error={errors[f.name]} />
      ))}
      <button
        type="button"
        id="submit"
        onClick={() => setErrors(validateAll(document.getElementById("floor") as HTMLElement))}
      >
        submit
      </button>
    </Frame>
  );
}

startBench({
  container: document.getElementById("app") as HTMLElement,
  controlCount: fields.length,
  render: (container) => createRoot(container).render(<FloorForm />),
  api: {
    middleSelector: `#f${middleTextIndex(fields)}`,
    submit: () => document.getElementById("submit")?.click(),
    errorCount: () => document.querySelectorAll(".error").length,
    expectedErrors: fields.filter((f) => f.required).length,
  },
});
