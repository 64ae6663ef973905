import { useForm } from "@tanstack/react-form";
import { createRoot } from "react-dom/client";
import {
  generateWorkload,
  middleTextIndex,
  SELECT_OPTIONS,
  sizeFromUrl,
  type WorkloadField,
} from "../workload";
import { startBench } from "./harness";

// TanStack Form used as its documentation shows: `useForm`, one `form.Field` per field with its own validator.
const fields = generateWorkload(sizeFromUrl());
const patterns = new Map(
  fields.flatMap((f) => (f.pattern ? [[f.name, new RegExp(f.pattern)] as const] : [])),
);
const defaultValues: Record<string, string | boolean> = Object.fromEntries(
  fields.map((f) => [f.name, f.kind === "checkbox" ? false : ""]),
);

function check(field: WorkloadField, value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (field.required && value.trim() === "") return "required";
  if (value !== "" && patterns.get(field.name)?.test(value) === false) return "pattern";
  return undefined;
}

function TanStackForm() {
  const form = useForm({ defaultValues });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      noValidate
    >
      {fields.map((f) => (
        <form.Field key={f.name} name={f.name} validators={{ onSubmit: ({ value }) => check(f, value) }}>
          {(field) => (
            <div>
              <label htmlFor={f.name}>{f.label}</label>
              {f.kind === "select" ? (
                <select
                  id={f.name}
                  value={String(field.state.value)}
                  onChange={(e) => field.handleChange(e.target.value)}
                >
                  <option value="" />
                  {SELECT_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.title}
                    </option>
                  ))}
                </select>
              ) : f.kind === "checkbox" ? (
                <input
                  id={f.name}
                  type="checkbox"
                  checked={field.state.value === true}
                  onChange={(e) => field.handleChange(e.target.checked)}
                />
              ) : (
                <input
                  id={f.name}
                  type="text"
                  inputMode={f.kind === "number" ? "numeric" : undefined}
                  value={String(field.state.value)}
                  onChange={(e) => field.handleChange(e.target.value)}
                />
              )}
              {field.state.meta.errors.length > 0 ? (
                <p className="error">{field.state.meta.errors[0]}</p>
              ) : null}
            </div>
          )}
        </form.Field>
      ))}
      <button type="submit" id="submit">
        submit
      </button>
    </form>
  );
}

startBench({
  container: document.getElementById("app") as HTMLElement,
  controlCount: fields.length,
  render: (container) => createRoot(container).render(<TanStackForm />),
  api: {
    middleSelector: `#f${middleTextIndex(fields)}`,
    submit: () => document.getElementById("submit")?.click(),
    errorCount: () => document.querySelectorAll(".error").length,
    expectedErrors: fields.filter((f) => f.required).length,
  },
});
