import { createContext, useContext } from "react";
import { stepTitle } from "../messages";
import type { StepProps, StepRegistry } from "../react/StepRegistry";
import type { MemoryFlowServer } from "./createMemoryFlowAdapter";

/** The in-memory server the demo steps save to; {@link FlowHarness} provides it. */
export const DemoServerContext = createContext<MemoryFlowServer | null>(null);

/**
 * Stand-in for the app's step components (form-runtime forms, location, timetable, price editor): saving marks
 * the step's kind active on the in-memory server, and FORM creates the content the first time.
 */
function DemoStep({ step, contentId, onDone }: StepProps) {
  const server = useContext(DemoServerContext);
  return (
    <div className="flow-demo-step">
      <h2>{stepTitle(step)}</h2>
      <p>
        {step.active ? "این مرحله قبلاً ذخیره شده است." : "این مرحله هنوز ذخیره نشده است."}{" "}
        <bdi dir="ltr">{`id=${contentId ?? "—"}`}</bdi>
      </p>
      <button
        type="button"
        disabled={server === null}
        onClick={() => {
          if (server === null) return;
          server.activate(step.code);
          const created =
            step.kind === "FORM" && contentId === undefined ? server.createContent() : undefined;
          onDone({ createdId: created });
        }}
      >
        ذخیره و ادامه
      </button>
    </div>
  );
}

/** A registry with the demo step for every kind but FINISH (which keeps the engine's default). */
export const demoRegistry: StepRegistry = {
  FORM: DemoStep,
  LEGAL_FORM: DemoStep,
  PRICE_SERVICE: DemoStep,
  TIMELINE: DemoStep,
  POSITION: DemoStep,
};
