import { normalizeSteps } from "../core/normalizeSteps";
import type { FlowStep, ServerStep } from "../core/types";

/** The route-level order of the spec: FORM, LEGAL_FORM, PRICE_SERVICE, TIMELINE, POSITION. */
export const ROUTE_ORDER = [0, 5, 4, 3, 2] as const;

/** Server steps in route order, the first `activeCount` of them active. Shared by tests and stories. */
export function serverSteps(activeCount: number, kinds: readonly number[] = ROUTE_ORDER): ServerStep[] {
  return kinds.map((kind, index) => ({ kind, title: `step ${index + 1}`, active: index < activeCount }));
}

/** Normalised steps from a pattern such as `"++-+"` (+ active, - not active), keyed `FORM-0`, `FORM-1`…; FINISH is appended. */
export function stepsFromPattern(pattern: string): FlowStep[] {
  return normalizeSteps([...pattern].map((flag, index) => ({ kind: 0, id: index, active: flag === "+" })));
}

const persianTitles: Record<number, string> = {
  0: "اطلاعات خدمت",
  5: "اطلاعات حقوقی",
  4: "قیمت‌گذاری",
  3: "زمان‌بندی",
  2: "محدوده فعالیت",
};

/** Like {@link serverSteps}, with Persian titles as the server would send them; for stories. */
export function persianServerSteps(
  activeCount: number,
  kinds: readonly number[] = ROUTE_ORDER,
): ServerStep[] {
  return serverSteps(activeCount, kinds).map((step) => ({
    ...step,
    title: persianTitles[Number(step.kind)] ?? "",
  }));
}
