import type { StepProps, StepRegistry } from "@ceremony/flow-runtime";
import { ServerForm } from "@ceremony/form-runtime";
import { lazy, Suspense, useMemo } from "react";
import { processMessages } from "../../messages/process";
import { Skeleton } from "../../shared/ui/ListState";
import { contentIdOf, useStepDeps } from "./stepDeps";

export { type StepDeps, StepDepsProvider } from "./stepDeps";

/** The server form of a FORM or LEGAL_FORM step; a create reports the new id so the flow puts it in the URL. */
function ServerFormStep({ step, contentId, onDone, formId }: StepProps & { formId: number }) {
  const deps = useStepDeps();
  // The legal-profile form inside a service flow is a separate content: it never edits the service's id.
  const id = formId === deps.formId ? contentIdOf(contentId) : null;
  const formAdapters = useMemo(
    () => ({ ...deps.adapters.formAdapters({ formId, contentId: id }), onEvent: deps.formEvents(formId) }),
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

/** The module steps' chunk, asked for once: by {@link preloadModuleSteps} or by the first module step shown. */
let moduleSteps: Promise<typeof import("./moduleSteps")> | undefined;
const loadModuleSteps = () => {
  moduleSteps ??= import("./moduleSteps");
  return moduleSteps;
};

/**
 * Fetches the module steps while the flow's form is on screen, so that moving to a module step shows it at once
 * rather than a placeholder.
 */
export function preloadModuleSteps(): void {
  void loadModuleSteps();
}

const LazyPrice = lazy(() => loadModuleSteps().then((m) => ({ default: m.PriceStep })));
const LazyTimeline = lazy(() => loadModuleSteps().then((m) => ({ default: m.TimelineStep })));
const LazyPosition = lazy(() => loadModuleSteps().then((m) => ({ default: m.PositionStep })));

/** A module step while its chunk arrives: the placeholder of a loading list, not a blank area. */
const loading = <Skeleton rows={3} />;

function PriceStep(props: StepProps) {
  return (
    <Suspense fallback={loading}>
      <LazyPrice {...props} />
    </Suspense>
  );
}

function TimelineStep(props: StepProps) {
  return (
    <Suspense fallback={loading}>
      <LazyTimeline {...props} />
    </Suspense>
  );
}

function PositionStep(props: StepProps) {
  return (
    <Suspense fallback={loading}>
      <LazyPosition {...props} />
    </Suspense>
  );
}

/**
 * The process flow's step registry, built in this one file: FORM and LEGAL_FORM → the server form (with the map
 * renderers of the provider above it), PRICE_SERVICE → the price editor, TIMELINE → the timetable editor, POSITION →
 * the location step with the address picker (those three from their own chunk); FINISH is left to the flow engine's
 * own finish step (its own chunk too).
 */
export const stepRegistry: StepRegistry = {
  FORM: FormStep,
  LEGAL_FORM: LegalFormStep,
  PRICE_SERVICE: PriceStep,
  TIMELINE: TimelineStep,
  POSITION: PositionStep,
};
