// The module steps (price, timetable, location), loaded apart from the server form: the first step of a flow is its
// form, and these editors (with the address picker) are not needed for its first paint.
import type { StepProps } from "@ceremony/flow-runtime";
import { type CeremonyService, moduleDraftKey, PriceModule, TimetableModule } from "@ceremony/form-runtime";
import { LocationStep } from "@ceremony/form-runtime/map";
import { useMemo } from "react";
import type { EngineAdapters } from "../../shared/marketplace/engineAdapters";
import { mapAdaptersOf } from "../../shared/marketplace/mapAdapters";
import { moduleAdaptersOf } from "../../shared/marketplace/moduleAdapters";
import { contentIdOf, useStepDeps } from "./stepDeps";

/** Active ceremonies (the constants' ceremony enumeration) for the price editor, by priority. */
export function ceremonyServices(adapters: EngineAdapters): CeremonyService[] {
  const parent = adapters.constants.ceremony_enumeration_id;
  return adapters.enumerations
    .filter((e) => e.parent_id === parent && e.status_id === 1)
    .sort((a, b) => a.priority - b.priority)
    .map((e) => ({ id: e.id, title: e.title }));
}

/** The module adapters of the flow's created content (modules exist only once the main form was saved). */
function useModules(contentId: string | undefined) {
  const deps = useStepDeps();
  const id = contentIdOf(contentId);
  return useMemo(
    () => (id === null ? null : moduleAdaptersOf(deps.adapters, { formId: deps.formId, contentId: id })),
    [deps, id],
  );
}

/** What was typed in a module step stays on the device until saved, like the server form's fields. */
function useModuleDraft(contentId: string | undefined, step: string) {
  const { formId } = useStepDeps();
  const id = contentIdOf(contentId);
  return useMemo(
    () => (id === null ? undefined : { key: moduleDraftKey(formId, id, step) }),
    [formId, id, step],
  );
}

export function PriceStep({ step, contentId, onDone }: StepProps) {
  const deps = useStepDeps();
  const modules = useModules(contentId);
  const draft = useModuleDraft(contentId, step.key);
  const services = useMemo(() => ceremonyServices(deps.adapters), [deps]);
  if (!modules) return null;
  return (
    <PriceModule
      adapters={modules}
      formParentId={deps.formParentId}
      services={services}
      draft={draft}
      onSaved={() => onDone()}
    />
  );
}

export function TimelineStep({ step, contentId, onDone }: StepProps) {
  const modules = useModules(contentId);
  const draft = useModuleDraft(contentId, step.key);
  return modules ? <TimetableModule adapters={modules} draft={draft} onSaved={() => onDone()} /> : null;
}

export function PositionStep({ step, contentId, onDone }: StepProps) {
  const deps = useStepDeps();
  const modules = useModules(contentId);
  const draft = useModuleDraft(contentId, step.key);
  if (!modules) return null;
  return (
    <LocationStep
      adapters={modules}
      mapAdapters={mapAdaptersOf(deps.adapters)}
      formParentId={deps.formParentId}
      provinceParentId={deps.adapters.constants.province_parent_id}
      draft={draft}
      onSaved={() => onDone()}
    />
  );
}
