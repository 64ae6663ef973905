import { FinishStep, type StepProps, type StepRegistry } from "@ceremony/flow-runtime";
import {
  type CeremonyService,
  type FormMessage,
  moduleDraftKey,
  PriceModule,
  ServerForm,
  TimetableModule,
} from "@ceremony/form-runtime";
import { LocationStep } from "@ceremony/form-runtime/map";
import { createContext, useContext, useMemo } from "react";
import { processMessages } from "../../messages/process";
import type { EngineAdapters } from "../../shared/marketplace/engineAdapters";

/** What the steps of one process flow share, given by the process page through {@link StepDepsProvider}. */
export interface StepDeps {
  /** The flow's form (a service, or the legal-profile form). */
  formId: number;
  /** The form's parent: PLACE and HOZE change the price editor and the location rules. */
  formParentId: number | null;
  adapters: EngineAdapters;
  onFormMessage: (message: FormMessage) => void;
}

const StepDepsContext = createContext<StepDeps | null>(null);

/** Gives the steps their flow's form, adapters and toast glue. */
export const StepDepsProvider = StepDepsContext.Provider;

function useStepDeps(): StepDeps {
  const deps = useContext(StepDepsContext);
  if (!deps) throw new Error("process steps need a StepDepsProvider");
  return deps;
}

function contentIdOf(contentId: string | undefined): number | null {
  const n = Number(contentId);
  return contentId !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Active ceremonies (the constants' ceremony enumeration) for the price editor, by priority. */
export function ceremonyServices(adapters: EngineAdapters): CeremonyService[] {
  const parent = adapters.constants.ceremony_enumeration_id;
  return adapters.enumerations
    .filter((e) => e.parent_id === parent && e.status_id === 1)
    .sort((a, b) => a.priority - b.priority)
    .map((e) => ({ id: e.id, title: e.title }));
}

/** The server form of a FORM or LEGAL_FORM step; a create reports the new id so the flow puts it in the URL. */
function ServerFormStep({ step, contentId, onDone, formId }: StepProps & { formId: number }) {
  const deps = useStepDeps();
  // The legal-profile form inside a service flow is a separate content: it never edits the service's id.
  const id = formId === deps.formId ? contentIdOf(contentId) : null;
  const formAdapters = useMemo(
    () => deps.adapters.formAdapters({ formId, contentId: id }),
    [deps, formId, id],
  );
  return (
    <ServerForm
      key={`${step.key}-${id ?? "new"}`}
      formId={formId}
      contentId={id}
      adapters={formAdapters}
      submitLabel={processMessages.submit}
      onMessage={deps.onFormMessage}
      onSubmitted={(submitted) =>
        submitted.mode === "create" && submitted.result.id !== undefined
          ? onDone({ createdId: submitted.result.id })
          : onDone()
      }
    />
  );
}

function FormStep(props: StepProps) {
  return <ServerFormStep {...props} formId={useStepDeps().formId} />;
}

function LegalFormStep(props: StepProps) {
  return <ServerFormStep {...props} formId={useStepDeps().adapters.constants.legal_profile_form_id} />;
}

/** The module adapters of the flow's created content (modules exist only once the main form was saved). */
function useModules(contentId: string | undefined) {
  const deps = useStepDeps();
  const id = contentIdOf(contentId);
  return useMemo(
    () => (id === null ? null : deps.adapters.moduleAdapters({ formId: deps.formId, contentId: id })),
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

function PriceStep({ step, contentId, onDone }: StepProps) {
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

function TimelineStep({ step, contentId, onDone }: StepProps) {
  const modules = useModules(contentId);
  const draft = useModuleDraft(contentId, step.key);
  return modules ? <TimetableModule adapters={modules} draft={draft} onSaved={() => onDone()} /> : null;
}

function PositionStep({ step, contentId, onDone }: StepProps) {
  const deps = useStepDeps();
  const modules = useModules(contentId);
  const draft = useModuleDraft(contentId, step.key);
  if (!modules) return null;
  return (
    <LocationStep
      adapters={modules}
      mapAdapters={deps.adapters.mapAdapters}
      formParentId={deps.formParentId}
      provinceParentId={deps.adapters.constants.province_parent_id}
      draft={draft}
      onSaved={() => onDone()}
    />
  );
}

/**
 * The process flow's step registry, built in this one file: FORM and LEGAL_FORM → the server form (with the map
 * renderers of the provider above it), PRICE_SERVICE → the price editor, TIMELINE → the timetable editor, POSITION →
 * the location step with the address picker, FINISH → the engine's finish step.
 */
export const stepRegistry: StepRegistry = {
  FORM: FormStep,
  LEGAL_FORM: LegalFormStep,
  PRICE_SERVICE: PriceStep,
  TIMELINE: TimelineStep,
  POSITION: PositionStep,
  FINISH: FinishStep,
};
