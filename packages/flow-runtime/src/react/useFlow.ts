import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  createFlowState,
  currentStep,
  type FlowState,
  flowReducer,
  pendingLoad,
  pendingNavigation,
} from "../core/flowReducer";
import { type StepBarItem, stepBarItems } from "../core/stepBarItems";
import type { FlowAdapter, FlowStep, StepKey } from "../core/types";
import type { StepDoneResult } from "./StepRegistry";

/** A location the engine asks the app to go to; the app writes it into `?step=` and `?id=`. */
export interface FlowLocationChange {
  stepKey: StepKey;
  contentId: string | undefined;
  /** Replace the history entry (a corrected deep link) rather than push one (a user's move). */
  replace: boolean;
}

/** Inputs of {@link useFlow}: the adapter and the app's current location, plus where to report changes. */
export interface UseFlowOptions {
  /** Keep it stable (memoise it): a new adapter object reloads the flow. */
  adapter: FlowAdapter;
  /** The app's `?step=`; absent or not openable means the first incomplete step is shown. */
  currentStepKey: string | undefined;
  /** The app's `?id=`. */
  contentId?: string | undefined;
  onStepChange: (change: FlowLocationChange) => void;
  /** Called once per failed load, e.g. to show `messages.loadFailed` in a toast. */
  onLoadError?: ((error: unknown) => void) | undefined;
}

/** What {@link useFlow} returns: the state, derived views of it, and the commands a UI needs. */
export interface FlowHandle {
  state: FlowState;
  steps: readonly FlowStep[];
  current: FlowStep | undefined;
  items: StepBarItem[];
  open: (stepKey: StepKey) => void;
  leave: (stepKey: StepKey, result?: StepDoneResult) => void;
  reload: () => void;
}

/** Runs a flow: loads steps through the adapter, applies the rules, and reports location changes. */
export function useFlow(options: UseFlowOptions): FlowHandle {
  const { adapter, currentStepKey, contentId } = options;
  const [state, dispatch] = useReducer(flowReducer, { stepKey: currentStepKey, contentId }, createFlowState);

  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  // Adjusted during render, not in an effect, so the step shown never lags the app's location by a frame.
  const [location, setLocation] = useState({ stepKey: currentStepKey, contentId });
  if (location.stepKey !== currentStepKey || location.contentId !== contentId) {
    setLocation({ stepKey: currentStepKey, contentId });
    dispatch({ type: "locationChanged", stepKey: currentStepKey, contentId });
  }

  const loadedWith = useRef(adapter);
  useEffect(() => {
    if (loadedWith.current === adapter) return;
    loadedWith.current = adapter;
    dispatch({ type: "reload" });
  }, [adapter]);

  const load = pendingLoad(state);
  const loadSeq = load?.seq;
  const loadContentId = load?.contentId;
  useEffect(() => {
    if (loadSeq === undefined) return;
    const controller = new AbortController();
    adapter.loadSteps({ contentId: loadContentId, signal: controller.signal }).then(
      (serverSteps) => {
        if (!controller.signal.aborted) dispatch({ type: "loaded", seq: loadSeq, serverSteps });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: "loadFailed", seq: loadSeq, error });
        callbacks.current.onLoadError?.(error);
      },
    );
    return () => controller.abort();
  }, [adapter, loadSeq, loadContentId]);

  const navigation = pendingNavigation(state);
  const reported = useRef(0);
  useEffect(() => {
    // The ref keeps a re-run effect (StrictMode) from pushing the same history entry twice.
    if (navigation === undefined || reported.current === navigation.seq) return;
    reported.current = navigation.seq;
    const { stepKey, contentId: id, replace } = navigation;
    callbacks.current.onStepChange({ stepKey, contentId: id, replace });
    dispatch({ type: "navigated", seq: navigation.seq });
  }, [navigation]);

  const current = currentStep(state);
  const currentKey = current?.key;
  const items = useMemo(() => stepBarItems(state.steps, currentKey), [state.steps, currentKey]);
  const open = useCallback((stepKey: StepKey) => dispatch({ type: "open", stepKey }), []);
  const leave = useCallback((stepKey: StepKey, result?: StepDoneResult) => {
    const createdId = result?.createdId === undefined ? undefined : String(result.createdId);
    dispatch({ type: "leave", stepKey, createdId });
  }, []);
  const reload = useCallback(() => dispatch({ type: "reload" }), []);

  return { state, steps: state.steps, current, items, open, leave, reload };
}
