import { useState } from "react";
import type { FlowEventHandler } from "../core/flowEvents";
import type { FlowKind } from "../core/types";
import { FlowView } from "../react/FlowView";
import type { StepRegistry } from "../react/StepRegistry";
import type { FlowLocationChange } from "../react/useFlow";
import type { MemoryFlowServer } from "./createMemoryFlowAdapter";
import { DemoServerContext, demoRegistry } from "./demoRegistry";

/** Props of {@link FlowHarness}. */
export interface FlowHarnessProps {
  server: MemoryFlowServer;
  /** Defaults to the demo steps, which save to `server`. */
  registry?: StepRegistry;
  flowKind?: FlowKind;
  initialStep?: string | undefined;
  initialId?: string | undefined;
  onStepChange?: (change: FlowLocationChange) => void;
  onEvent?: FlowEventHandler;
}

/** Plays the app's part for tests and stories: keeps `?step=` and `?id=` in state and shows them. */
export function FlowHarness({
  server,
  registry = demoRegistry,
  flowKind = "service",
  initialStep,
  initialId,
  onStepChange,
  onEvent,
}: FlowHarnessProps) {
  const [location, setLocation] = useState({ step: initialStep, id: initialId });
  return (
    <DemoServerContext.Provider value={server}>
      <div className="flow-harness">
        <FlowView
          adapter={server.adapter}
          registry={registry}
          flowKind={flowKind}
          onEvent={onEvent}
          currentStepKey={location.step}
          contentId={location.id}
          onStepChange={(change) => {
            onStepChange?.(change);
            setLocation({ step: change.stepKey, id: change.contentId });
          }}
        />
        <output className="flow-harness__location" dir="ltr" data-testid="location">
          {`?step=${location.step ?? ""}&id=${location.id ?? ""}`}
        </output>
      </div>
    </DemoServerContext.Provider>
  );
}
