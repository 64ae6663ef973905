/** One generated field of the benchmark workload, engine-neutral. */
export interface WorkloadField {
  readonly index: number;
  readonly name: string;
  readonly label: string;
  readonly kind: "text" | "number" | "select" | "checkbox";
  /** Checkboxes are optional in every engine, so "all errors" means the same fields everywhere. */
  readonly required: boolean;
  readonly pattern: string | null;
}

/** Ten options for each select. */
export const SELECT_OPTIONS = Array.from({ length: 10 }, (_, i) => ({
  value: `o${i}`,
  title: `گزینه ${i + 1}`,
}));

/**
 * The workload of performance.md: N fields, 60% text, 15% number, 15% select (10 options), 10% checkbox;
 * 30% of fields carry a regex. Deterministic, so every engine gets the same form.
 */
export function generateWorkload(n: number): WorkloadField[] {
  return Array.from({ length: n }, (_, index) => {
    const slot = index % 20;
    const kind = slot < 12 ? "text" : slot < 15 ? "number" : slot < 18 ? "select" : "checkbox";
    const withPattern = index % 10 < 3 && (kind === "text" || kind === "number");
    return {
      index,
      name: `f${index}`,
      label: `فیلد ${index + 1}`,
      kind,
      required: kind !== "checkbox",
      pattern: withPattern ? (kind === "number" ? "^[0-9]{1,6}$" : "^[a-zA-Z0-9 ]{0,40}$") : null,
    };
  });
}

/** Index of the field that receives the keystrokes: the first text field at or after the middle. */
export function middleTextIndex(fields: readonly WorkloadField[]): number {
  const found = fields.find((f) => f.index >= Math.floor(fields.length / 2) && f.kind === "text");
  return found ? found.index : 0;
}

/** Field count from `?n=`, default 200. */
export function sizeFromUrl(): number {
  const n = Number(new URLSearchParams(location.search).get("n"));
  return Number.isInteger(n) && n > 0 ? n : 200;
}
