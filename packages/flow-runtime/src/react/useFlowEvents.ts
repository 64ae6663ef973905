import { useCallback, useEffect, useRef } from "react";
import type { FlowEvent, FlowEventHandler } from "../core/flowEvents";
import type { FlowStep } from "../core/types";

function send(onEvent: FlowEventHandler | undefined, event: FlowEvent): void {
  if (!onEvent) return;
  try {
    onEvent(event);
  } catch {
    // Analytics are best effort: a broken adapter must not stop the flow.
  }
}

/**
 * Reports the flow's analytics events: `stepViewed` when a step is shown, `stepCompleted` through the returned
 * function, and `formAbandoned` once when the page is hidden for good (pagehide) or the flow unmounts before FINISH.
 */
export function useFlowEvents(onEvent: FlowEventHandler | undefined, shown: FlowStep | undefined) {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const started = useRef<number | null>(null);
  const last = useRef<FlowStep | undefined>(undefined);
  const ended = useRef(false);

  useEffect(() => {
    if (!shown || last.current?.key === shown.key) return;
    last.current = shown;
    started.current ??= Date.now();
    if (shown.kind === "FINISH") ended.current = true;
    send(latest.current, { type: "stepViewed", step: shown.key, kind: shown.kind });
  }, [shown]);

  useEffect(() => {
    const abandon = () => {
      const step = last.current;
      if (ended.current || !step || started.current === null) return;
      ended.current = true;
      send(latest.current, {
        type: "formAbandoned",
        lastStep: step.key,
        timeSpentMs: Date.now() - started.current,
      });
    };
    window.addEventListener("pagehide", abandon);
    return () => {
      window.removeEventListener("pagehide", abandon);
      abandon();
    };
  }, []);

  return useCallback(
    (step: FlowStep) => send(latest.current, { type: "stepCompleted", step: step.key, kind: step.kind }),
    [],
  );
}
