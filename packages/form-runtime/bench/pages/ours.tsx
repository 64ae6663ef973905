import { createRoot } from "react-dom/client";
import {
  compilePattern,
  decodeElements,
  type ServerElement,
  ServerForm,
  validateForm,
} from "../../src/index";
import { generateWorkload, middleTextIndex, SELECT_OPTIONS, sizeFromUrl } from "../workload";
import { startBench } from "./harness";

const fields = generateWorkload(sizeFromUrl());
const patternIds = new Map<string, number>();
const elements = fields.map((f): ServerElement => {
  if (f.pattern && !patternIds.has(f.pattern)) patternIds.set(f.pattern, patternIds.size + 1);
  return {
    id: f.index + 1,
    name: f.name,
    caption: f.label,
    input_type: f.kind === "text" || f.kind === "number" ? 1 : f.kind === "select" ? 5 : 4,
    data_type: f.kind === "number" ? 2 : f.kind === "checkbox" ? 4 : 1,
    required_field: f.required ? 1 : 0,
    validation_id: f.pattern ? patternIds.get(f.pattern) : null,
    options: f.kind === "select" ? SELECT_OPTIONS : null,
    priority: f.index,
  };
});
const validations = [...patternIds].map(([regex, id]) => ({ id, regex }));
const adapters = { storage: null, submit: async () => ({}) };

startBench({
  container: document.getElementById("app") as HTMLElement,
  controlCount: fields.length,
  render: (container) =>
    createRoot(container).render(
      <ServerForm formId={1} elements={elements} validations={validations} adapters={adapters} />,
    ),
  api: {
    middleSelector: `[id$="-e${middleTextIndex(fields) + 1}"]`,
    submit: () => {
      const buttons = document.querySelectorAll<HTMLButtonElement>(".fr-actions button");
      buttons[0]?.click();
    },
    errorCount: () => document.querySelectorAll(".fr-error").length,
    expectedErrors: fields.filter((f) => f.required).length,
  },
});

// `?regex=1`: time the catastrophic pattern through the engine's own safe-regex path (native or linear).
if (new URLSearchParams(location.search).get("regex") === "1") {
  void (async () => {
    const t0 = performance.now();
    const compiled = await compilePattern("^(a+)+$");
    const compileMs = performance.now() - t0;
    if (!compiled.ok) throw new Error(compiled.reason);
    const [element] = decodeElements([{ id: 1, name: "a", input_type: 1, validation_id: 1 }]).elements;
    if (!element) throw new Error("decode");
    const input = `${"a".repeat(40)}!`;
    const patterns = new Map([[1, compiled.matcher]]);
    const times: number[] = [];
    let failed: string | undefined;
    for (let run = 0; run < 7; run++) {
      const t1 = performance.now();
      failed = validateForm({ elements: [element], values: { [element.key]: input }, patterns }).get(
        element.key,
      );
      times.push(performance.now() - t1);
    }
    const coldMs = times[0] ?? Number.NaN;
    const matchMs = [...times].sort((a, b) => a - b)[3] ?? Number.NaN;
    window.__regexBench = { engine: compiled.matcher.engine, compileMs, coldMs, matchMs, failed };
  })();
}
