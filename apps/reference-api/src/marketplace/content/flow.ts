import { stepTitles } from "../../messages";
import { FORMS, type Form } from "../initial/forms";
import { FormId, FormParent } from "../initial/ids";

/** Step kinds by the spec's index: 0 FORM, 2 POSITION, 3 TIMELINE, 4 PRICE_SERVICE, 5 LEGAL_FORM, 1000 FINISH. */
export const StepKind = {
  FORM: 0,
  POSITION: 2,
  TIMELINE: 3,
  PRICE_SERVICE: 4,
  LEGAL_FORM: 5,
  FINISH: 1000,
} as const;
export type StepName = keyof typeof StepKind;

/** One step of a process flow. */
export interface FlowStep {
  title: string;
  active: boolean;
  kind: number;
}

/** What has been saved for a content (or link request) so far; null when nothing exists yet. */
export interface FlowProgress {
  form: boolean;
  legalForm: boolean;
  servicePrice: boolean;
  timeline: boolean;
  location: boolean;
}

const SERVICE_STEPS: readonly StepName[] = ["FORM", "PRICE_SERVICE", "TIMELINE", "POSITION", "FINISH"];
const LEGAL_STEPS: readonly StepName[] = ["LEGAL_FORM", "FINISH"];

/** Steps of a form in the route-level order (FORM, LEGAL_FORM, PRICE_SERVICE, TIMELINE, POSITION, FINISH). */
export function stepsOf(form: Form): readonly StepName[] {
  if (form.id === FormId.legal) return LEGAL_STEPS;
  if (form.id === FormId.addAgent) return ["FORM", "FINISH"];
  return SERVICE_STEPS;
}

function saved(step: StepName, progress: FlowProgress | null): boolean {
  if (!progress) return false;
  switch (step) {
    case "FORM":
      return progress.form;
    case "LEGAL_FORM":
      return progress.legalForm;
    case "PRICE_SERVICE":
      return progress.servicePrice;
    case "TIMELINE":
      return progress.timeline;
    case "POSITION":
      return progress.location;
    case "FINISH":
      return false;
  }
}

/** The flow with `active` set on every saved step; FINISH is active once every step before it is. */
export function flowSteps(form: Form, progress: FlowProgress | null): FlowStep[] {
  const names = stepsOf(form);
  const steps = names.map((name) => ({
    title: stepTitles[name],
    active: saved(name, progress),
    kind: StepKind[name],
  }));
  const finish = steps[steps.length - 1];
  if (finish) finish.active = steps.slice(0, -1).every((s) => s.active);
  return steps;
}

/** True when every data step of the flow has been saved (content then goes from draft to waiting). */
export function flowComplete(form: Form, progress: FlowProgress): boolean {
  return flowSteps(form, progress).every((s) => s.active);
}

/** Forms whose content is created through the service flow (leaves under PLACE, ceremony services and HOZE). */
export const SERVICE_FORMS: readonly Form[] = FORMS.filter(
  (f) =>
    f.parent_id === FormParent.PLACE ||
    f.parent_id === FormParent.CEREMONY_SERVICE ||
    f.parent_id === FormParent.HOZE,
);
