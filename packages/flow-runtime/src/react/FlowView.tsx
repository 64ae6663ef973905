import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useId, useRef } from "react";
import type { FlowEventHandler } from "../core/flowEvents";
import type { FlowKind, FlowStep } from "../core/types";
import { messages } from "../messages";
import { Spinner } from "./Spinner";
import { StepBar } from "./StepBar";
import type { StepProps, StepRegistry } from "./StepRegistry";
import { UnknownStep } from "./UnknownStep";
import { type UseFlowOptions, useFlow } from "./useFlow";
import { useFlowEvents } from "./useFlowEvents";

/** Props of {@link FlowView}: the {@link useFlow} options plus the registry and the flow's kind. */
export interface FlowViewProps extends UseFlowOptions {
  registry: StepRegistry;
  flowKind: FlowKind;
  /** Rendered instead of nothing when loading fails; the spec shows nothing, so the default is `null`. */
  errorFallback?: ReactNode;
  /** Analytics: steps viewed and completed, a flow left before FINISH. Optional; nothing is reported without it. */
  onEvent?: FlowEventHandler;
}

const LazyFinishStep = lazy(() => import("./FinishStep").then((m) => ({ default: m.FinishStep })));

/** The default FINISH step, its own chunk: a flow's first step never is FINISH. The spinner while it arrives. */
function DefaultFinishStep(props: StepProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyFinishStep {...props} />
    </Suspense>
  );
}

function componentFor(registry: StepRegistry, step: FlowStep): ComponentType<StepProps> {
  if (step.kind === "UNKNOWN") return UnknownStep;
  return registry[step.kind] ?? (step.kind === "FINISH" ? DefaultFinishStep : UnknownStep);
}

/**
 * A whole process flow: title by flow kind, the step bar, and the current step's component from the registry.
 * A spinner while loading, nothing on error or with an empty list. The app keeps the location; see useFlow.
 */
export function FlowView({ registry, flowKind, errorFallback = null, onEvent, ...options }: FlowViewProps) {
  const flow = useFlow(options);
  const completed = useFlowEvents(onEvent, flow.state.phase === "ready" ? flow.current : undefined);
  const titleId = useId();
  const stepRegion = useRef<HTMLDivElement>(null);
  const shownKey = flow.current?.key;
  const lastShownKey = useRef(shownKey);
  useEffect(() => {
    if (lastShownKey.current === shownKey) return;
    const moved = lastShownKey.current !== undefined;
    lastShownKey.current = shownKey;
    // The saved step's button is gone: give focus to the new step rather than leave it on <body>.
    // A step that focused its own first field keeps it.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (moved && lost) stepRegion.current?.focus({ preventScroll: true });
  }, [shownKey]);
  const { phase } = flow.state;
  const editing = flow.state.editing === true;
  // Saved content may open as an edit or as a flow left half-way: until its steps arrive, «افزودن خدمت» flashing
  // before «ویرایش خدمت» would tell the provider the wrong thing.
  const titleUnknown =
    flow.state.editing === undefined && flow.state.contentId !== undefined && phase === "loading";
  const titles = titleUnknown ? messages.pendingTitle : editing ? messages.editTitle : messages.flowTitle;
  const title = titles[flowKind];

  if (phase === "error") return <>{errorFallback}</>;
  if (phase === "ready" && flow.steps.length === 0) return null;

  const step = flow.current;
  const Step = step === undefined ? undefined : componentFor(registry, step);
  return (
    <section className="flow-runtime flow-view" aria-labelledby={titleId} aria-busy={phase === "loading"}>
      <h1 className="flow-view__title" id={titleId}>
        {title}
      </h1>
      {flow.steps.length > 0 ? <StepBar items={flow.items} onOpen={flow.open} /> : null}
      <div className="flow-view__step" ref={stepRegion} tabIndex={-1}>
        {phase === "loading" || step === undefined || Step === undefined ? (
          <Spinner />
        ) : (
          <Step
            key={step.key}
            step={step}
            contentId={flow.state.contentId}
            flowKind={flowKind}
            editing={editing}
            onDone={(result) => {
              completed(step);
              flow.leave(step.key, result);
            }}
          />
        )}
      </div>
    </section>
  );
}
