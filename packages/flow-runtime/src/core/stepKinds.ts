/**
 * Step kinds of a process flow, keyed by the names used in the spec, valued by the server's numeric index.
 * FINISH is 1000 so that it sorts last under either reading of the order; the engine still keeps it last itself.
 */
export const STEP_KINDS = {
  FORM: 0,
  POSITION: 2,
  TIMELINE: 3,
  PRICE_SERVICE: 4,
  LEGAL_FORM: 5,
  FINISH: 1000,
} as const;

/** The name of a known step kind, e.g. `"PRICE_SERVICE"`. */
export type StepKindName = keyof typeof STEP_KINDS;

/** The server's numeric index of a known step kind. */
export type StepKindCode = (typeof STEP_KINDS)[StepKindName];

/** Kind given to a step whose server index this version does not know; it keeps its place so it still gates later steps. */
export const UNKNOWN_STEP_KIND = "UNKNOWN" as const;

/** A step's kind after normalisation: a known kind name, or UNKNOWN. */
export type FlowStepKind = StepKindName | typeof UNKNOWN_STEP_KIND;

/** Every known kind name, in the numeric order of their codes. */
export const STEP_KIND_NAMES: readonly StepKindName[] = (Object.keys(STEP_KINDS) as StepKindName[]).sort(
  (a, b) => STEP_KINDS[a] - STEP_KINDS[b],
);

const byCode = new Map<number, StepKindName>(STEP_KIND_NAMES.map((name) => [STEP_KINDS[name], name]));

/** True when `value` is the name of a known step kind. */
export function isStepKindName(value: unknown): value is StepKindName {
  return typeof value === "string" && Object.hasOwn(STEP_KINDS, value);
}

/**
 * Reads a server kind (numeric index, numeric string, or kind name) into a known kind name, or `undefined`
 * when this version does not know it.
 */
export function stepKindFromServer(value: number | string): StepKindName | undefined {
  if (isStepKindName(value)) return value;
  const code = typeof value === "number" ? value : /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  return byCode.get(code);
}
