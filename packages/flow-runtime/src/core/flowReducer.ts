import { canOpen } from "./completion";
import { normalizeSteps } from "./normalizeSteps";
import { resolveStep, stepAfter } from "./resolveStep";
import type { FlowStep, ServerStep, StepKey } from "./types";

/** `loading` covers the first load and every reload; `ready` includes an empty list. */
export type FlowPhase = "loading" | "ready" | "error";

/** A change of location the engine asks the app to make (the app owns `?step=` and `?id=`). */
export interface FlowNavigation {
  seq: number;
  stepKey: StepKey;
  contentId: string | undefined;
  /** True for corrections (deep-link fallback), false for moves the user made (open, advance). */
  replace: boolean;
}

/** The whole engine state; change it only through {@link flowReducer}. */
export interface FlowState {
  phase: FlowPhase;
  steps: readonly FlowStep[];
  /** The step the app's location asks for; what is shown is `resolveStep(steps, requestedKey)`. */
  requestedKey: string | undefined;
  contentId: string | undefined;
  /** Incremented for each load; a result carrying an older number is ignored. */
  loadSeq: number;
  /** Set while reloading after leaving a step that was not yet active: the flow continues after it. */
  continueAfter: StepKey | undefined;
  navigation: FlowNavigation | undefined;
  navSeq: number;
  error: unknown;
  /**
   * True when the flow opened on a content whose every step was already saved: the provider is editing it, so
   * without `?step=` it starts at the first step rather than FINISH. Undefined until the content's first load.
   */
  editing: boolean | undefined;
}

/** Everything that can happen to a flow. */
export type FlowAction =
  | { type: "locationChanged"; stepKey: string | undefined; contentId: string | undefined }
  | { type: "reload" }
  | { type: "loaded"; seq: number; serverSteps: readonly ServerStep[] }
  | { type: "loadFailed"; seq: number; error: unknown }
  | { type: "open"; stepKey: StepKey }
  | { type: "leave"; stepKey: StepKey; createdId?: string | undefined }
  | { type: "navigated"; seq: number };

/** The state before the first load, from the app's current location. */
export function createFlowState(location: {
  stepKey?: string | undefined;
  contentId?: string | undefined;
}): FlowState {
  return {
    phase: "loading",
    steps: [],
    requestedKey: location.stepKey,
    contentId: location.contentId,
    loadSeq: 1,
    continueAfter: undefined,
    navigation: undefined,
    navSeq: 0,
    error: undefined,
    editing: undefined,
  };
}

/**
 * The step being shown: the requested one when it may be opened, else the first incomplete one. An edit has no
 * incomplete step, so there a missing or unknown `?step=` opens the first step: the fallback would be FINISH, the
 * success page for a change never made.
 */
export function currentStep(state: FlowState): FlowStep | undefined {
  if (state.editing === true) {
    const asked = state.requestedKey;
    const named =
      asked !== undefined && state.steps.some((step) => step.key === asked || step.kind === asked);
    if (!named) return state.steps[0];
  }
  return resolveStep(state.steps, state.requestedKey);
}

function navigate(
  state: FlowState,
  stepKey: StepKey,
  contentId: string | undefined,
  replace: boolean,
): FlowState {
  const seq = state.navSeq + 1;
  return { ...state, navSeq: seq, navigation: { seq, stepKey, contentId, replace } };
}

function startLoad(state: FlowState, continueAfter: StepKey | undefined): FlowState {
  return { ...state, phase: "loading", loadSeq: state.loadSeq + 1, continueAfter, error: undefined };
}

// A requested key that does not resolve to itself (missing, locked, unknown) is replaced by the step shown.
function correctLocation(state: FlowState): FlowState {
  if (state.phase !== "ready") return state;
  const shown = currentStep(state);
  if (shown === undefined || shown.key === state.requestedKey) return state;
  if (state.navigation?.stepKey === shown.key) return state;
  return navigate(state, shown.key, state.contentId, true);
}

// Decided once per content, at its first load: a flow the provider just completed stays a creation.
function isEditing(state: FlowState, steps: readonly FlowStep[]): boolean {
  if (state.editing !== undefined) return state.editing;
  const saved = steps.filter((step) => step.kind !== "FINISH");
  return state.contentId !== undefined && saved.length > 0 && saved.every((step) => step.active);
}

function onLoaded(state: FlowState, serverSteps: readonly ServerStep[]): FlowState {
  const steps = normalizeSteps(serverSteps);
  const editing = isEditing(state, steps);
  const next: FlowState = {
    ...state,
    phase: "ready",
    steps,
    continueAfter: undefined,
    error: undefined,
    editing,
  };
  if (state.continueAfter === undefined) return correctLocation(next);
  // After leaving a step that was not yet active: go on to the following step if the server now lets us,
  // otherwise stay on (or fall back from) the step that was left.
  const after = stepAfter(steps, state.continueAfter);
  const target =
    after !== undefined && canOpen(steps, after.key) ? after : resolveStep(steps, state.continueAfter);
  if (target === undefined || target.key === state.requestedKey) return correctLocation(next);
  return navigate(next, target.key, state.contentId, false);
}

function onLeave(state: FlowState, stepKey: StepKey, createdId: string | undefined): FlowState {
  if (state.phase !== "ready") return state;
  const shown = currentStep(state);
  // A step that is no longer shown (a late callback) cannot move the flow.
  if (shown === undefined || shown.key !== stepKey || shown.kind === "FINISH") return state;
  const withId = createdId === undefined ? state : { ...state, contentId: createdId };
  if (shown.active) {
    const after = stepAfter(state.steps, shown.key);
    return after === undefined ? withId : navigate(withId, after.key, withId.contentId, false);
  }
  // The step was not active before this save, so the server's answer changes what is complete: reload.
  // A new id goes into the location at once, so a failed reload cannot lose the created content.
  const reloading = startLoad(withId, shown.key);
  return createdId === undefined || createdId === state.contentId
    ? reloading
    : navigate(reloading, shown.key, createdId, true);
}

/** The pure engine: every transition of a flow. Returns the same object when an action changes nothing. */
export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "locationChanged": {
      if (action.contentId !== state.contentId) {
        // Another content: its steps are unrelated to the ones held.
        return startLoad(
          {
            ...state,
            requestedKey: action.stepKey,
            contentId: action.contentId,
            steps: [],
            editing: undefined,
          },
          undefined,
        );
      }
      if (action.stepKey === state.requestedKey) return state;
      return correctLocation({ ...state, requestedKey: action.stepKey });
    }
    case "reload":
      return startLoad(state, undefined);
    case "loaded":
      return action.seq === state.loadSeq && state.phase === "loading"
        ? onLoaded(state, action.serverSteps)
        : state;
    case "loadFailed":
      if (action.seq !== state.loadSeq || state.phase !== "loading") return state;
      return { ...state, phase: "error", error: action.error, continueAfter: undefined };
    case "open": {
      if (state.phase !== "ready" || !canOpen(state.steps, action.stepKey)) return state;
      if (currentStep(state)?.key === action.stepKey) return state;
      return navigate(state, action.stepKey, state.contentId, false);
    }
    case "leave":
      return onLeave(state, action.stepKey, action.createdId);
    case "navigated":
      return state.navigation?.seq === action.seq ? { ...state, navigation: undefined } : state;
  }
}

/** The load the bindings must run now, if any (`seq` goes back in the `loaded`/`loadFailed` action). */
export function pendingLoad(state: FlowState): { seq: number; contentId: string | undefined } | undefined {
  return state.phase === "loading" ? { seq: state.loadSeq, contentId: state.contentId } : undefined;
}

/** The location change the bindings must report to the app now, if any. */
export function pendingNavigation(state: FlowState): FlowNavigation | undefined {
  return state.navigation;
}
