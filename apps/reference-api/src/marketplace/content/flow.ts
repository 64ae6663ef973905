import { type components, FlowStepKind } from "@ceremony/api-client/contract";
import { stepTitles } from "../../messages";
import { FORMS, type Form } from "../initial/forms";
import { FormId, FormParent } from "../initial/ids";

/** A step kind's name (`FORM`, `PRICE_SERVICE`, …): the contract's `FlowStepKind` by its `x-enum-varnames`. */
export type StepName = keyof typeof FlowStepKind;

/** One step of a process flow, as the contract defines it. */
type FlowStep = components["schemas"]["FlowStep"];

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
    kind: FlowStepKind[name],
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
