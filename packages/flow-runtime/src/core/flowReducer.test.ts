import { describe, expect, it } from "vitest";
import { serverSteps } from "../testing/fixtures";
import {
  createFlowState,
  currentStep,
  type FlowAction,
  type FlowState,
  flowReducer,
  pendingLoad,
  pendingNavigation,
} from "./flowReducer";

const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(flowReducer, state);

// Route order: FORM, LEGAL_FORM, PRICE_SERVICE, TIMELINE, POSITION, FINISH.
function ready(activeCount: number, stepKey: string | undefined, contentId?: string): FlowState {
  const state = createFlowState({ stepKey, contentId });
  return run(state, { type: "loaded", seq: state.loadSeq, serverSteps: serverSteps(activeCount) });
}

describe("flowReducer: loading", () => {
  it("starts loading with the app's location", () => {
    const state = createFlowState({ stepKey: "TIMELINE", contentId: "9" });
    expect(pendingLoad(state)).toEqual({ seq: 1, contentId: "9" });
    expect(currentStep(state)).toBeUndefined();
  });

  it("ignores a stale load result", () => {
    const first = createFlowState({ stepKey: undefined });
    const reloading = flowReducer(first, { type: "reload" });
    const stale = flowReducer(reloading, { type: "loaded", seq: first.loadSeq, serverSteps: serverSteps(1) });
    expect(stale).toBe(reloading);
    const staleError = flowReducer(reloading, {
      type: "loadFailed",
      seq: first.loadSeq,
      error: new Error("x"),
    });
    expect(staleError).toBe(reloading);
  });

  it("enters the error state on a failed load", () => {
    const state = createFlowState({ stepKey: undefined });
    const failed = flowReducer(state, { type: "loadFailed", seq: state.loadSeq, error: new Error("boom") });
    expect(failed.phase).toBe("error");
    expect(pendingLoad(failed)).toBeUndefined();
  });

  it("is ready and empty for an empty list", () => {
    const state = createFlowState({ stepKey: undefined });
    const empty = flowReducer(state, { type: "loaded", seq: state.loadSeq, serverSteps: [] });
    expect(empty.phase).toBe("ready");
    expect(empty.steps).toEqual([]);
    expect(pendingNavigation(empty)).toBeUndefined();
  });
});

describe("flowReducer: deep-link fallback", () => {
  it("keeps an openable requested step without navigating", () => {
    const state = ready(2, "LEGAL_FORM");
    expect(currentStep(state)?.key).toBe("LEGAL_FORM");
    expect(pendingNavigation(state)).toBeUndefined();
  });

  it.each<[string | undefined, string]>([
    ["POSITION", "a later step"],
    ["FINISH", "FINISH before the end"],
    ["nonsense", "an unknown key"],
    [undefined, "no step"],
  ])("replaces %s (%s) with the first incomplete step", (requested) => {
    const state = ready(2, requested, "5");
    expect(currentStep(state)?.key).toBe("PRICE_SERVICE");
    expect(pendingNavigation(state)).toEqual({
      seq: 1,
      stepKey: "PRICE_SERVICE",
      contentId: "5",
      replace: true,
    });
  });

  it("corrects a location the app changes to a locked step", () => {
    const state = run(ready(1, "FORM"), {
      type: "locationChanged",
      stepKey: "TIMELINE",
      contentId: undefined,
    });
    expect(pendingNavigation(state)).toMatchObject({ stepKey: "LEGAL_FORM", replace: true });
  });

  it("reloads when the app's content id changes", () => {
    const state = run(ready(1, "FORM", "1"), { type: "locationChanged", stepKey: "FORM", contentId: "2" });
    expect(state.phase).toBe("loading");
    expect(state.steps).toEqual([]);
    expect(pendingLoad(state)).toEqual({ seq: 2, contentId: "2" });
  });

  it("returns the same state when the location did not change", () => {
    const state = ready(1, "FORM", "1");
    expect(flowReducer(state, { type: "locationChanged", stepKey: "FORM", contentId: "1" })).toBe(state);
  });
});

describe("flowReducer: open", () => {
  it("asks the app to push an openable step", () => {
    const state = run(ready(3, "TIMELINE"), { type: "open", stepKey: "FORM" });
    expect(pendingNavigation(state)).toMatchObject({ stepKey: "FORM", replace: false });
  });

  it.each([
    ["POSITION", "a later step"],
    ["TIMELINE", "the current step"],
    ["ghost", "a missing step"],
  ])("does nothing for %s (%s)", (stepKey) => {
    const state = ready(3, "TIMELINE");
    expect(flowReducer(state, { type: "open", stepKey })).toBe(state);
  });

  it("clears a navigation once reported, and only that one", () => {
    const state = run(ready(3, "TIMELINE"), { type: "open", stepKey: "FORM" });
    const seq = pendingNavigation(state)?.seq ?? -1;
    expect(flowReducer(state, { type: "navigated", seq: seq + 1 })).toBe(state);
    expect(pendingNavigation(flowReducer(state, { type: "navigated", seq }))).toBeUndefined();
  });
});

describe("flowReducer: leaving a step (advance or reload)", () => {
  it("advances to the next step when the current step is already active", () => {
    const state = run(ready(3, "LEGAL_FORM", "4"), { type: "leave", stepKey: "LEGAL_FORM" });
    expect(state.phase).toBe("ready");
    expect(pendingLoad(state)).toBeUndefined();
    expect(pendingNavigation(state)).toEqual({
      seq: 1,
      stepKey: "PRICE_SERVICE",
      contentId: "4",
      replace: false,
    });
  });

  it("reloads when the current step was not active, then continues after it", () => {
    const before = ready(2, "PRICE_SERVICE", "4");
    const reloading = flowReducer(before, { type: "leave", stepKey: "PRICE_SERVICE" });
    expect(pendingLoad(reloading)).toEqual({ seq: 2, contentId: "4" });
    expect(pendingNavigation(reloading)).toBeUndefined();
    expect(reloading.steps).toBe(before.steps); // the bar stays while reloading

    const after = flowReducer(reloading, { type: "loaded", seq: 2, serverSteps: serverSteps(3) });
    expect(after.phase).toBe("ready");
    expect(pendingNavigation(after)).toMatchObject({ stepKey: "TIMELINE", replace: false });
  });

  it("stays on the step when the server still has it inactive after the reload", () => {
    const reloading = run(ready(2, "PRICE_SERVICE"), { type: "leave", stepKey: "PRICE_SERVICE" });
    const after = flowReducer(reloading, {
      type: "loaded",
      seq: reloading.loadSeq,
      serverSteps: serverSteps(2),
    });
    expect(currentStep(after)?.key).toBe("PRICE_SERVICE");
    expect(pendingNavigation(after)).toBeUndefined();
  });

  it("lands on FINISH when the last step completes", () => {
    const reloading = run(ready(4, "POSITION"), { type: "leave", stepKey: "POSITION" });
    const after = flowReducer(reloading, {
      type: "loaded",
      seq: reloading.loadSeq,
      serverSteps: serverSteps(5),
    });
    expect(pendingNavigation(after)).toMatchObject({ stepKey: "FINISH", replace: false });
  });

  it("puts a created id into the location at once, reloads with it, and carries it on", () => {
    const reloading = run(ready(0, "FORM"), { type: "leave", stepKey: "FORM", createdId: "77" });
    expect(pendingNavigation(reloading)).toEqual({ seq: 1, stepKey: "FORM", contentId: "77", replace: true });
    expect(pendingLoad(reloading)).toEqual({ seq: 2, contentId: "77" });

    const reported = flowReducer(reloading, { type: "navigated", seq: 1 });
    const echoed = flowReducer(reported, { type: "locationChanged", stepKey: "FORM", contentId: "77" });
    expect(echoed).toBe(reported); // the app writing ?id=77 back does not restart the load
    const after = flowReducer(echoed, { type: "loaded", seq: 2, serverSteps: serverSteps(1) });
    expect(pendingNavigation(after)).toEqual({
      seq: 2,
      stepKey: "LEGAL_FORM",
      contentId: "77",
      replace: false,
    });
  });

  it("ignores a leave from a step that is not shown, from FINISH, or while loading", () => {
    const state = ready(2, "PRICE_SERVICE");
    expect(flowReducer(state, { type: "leave", stepKey: "FORM" })).toBe(state);
    const done = ready(5, "FINISH");
    expect(flowReducer(done, { type: "leave", stepKey: "FINISH" })).toBe(done);
    const loading = createFlowState({ stepKey: "FORM" });
    expect(flowReducer(loading, { type: "leave", stepKey: "FORM" })).toBe(loading);
  });

  it("works the same with the numeric order", () => {
    const state = createFlowState({ stepKey: "POSITION" });
    const loaded = flowReducer(state, {
      type: "loaded",
      seq: 1,
      serverSteps: serverSteps(1, [0, 2, 3, 4, 5]),
    });
    expect(currentStep(loaded)?.key).toBe("POSITION");
    const left = flowReducer(loaded, { type: "leave", stepKey: "POSITION" });
    const after = flowReducer(left, { type: "loaded", seq: 2, serverSteps: serverSteps(2, [0, 2, 3, 4, 5]) });
    expect(pendingNavigation(after)).toMatchObject({ stepKey: "TIMELINE" });
  });
});

describe("flowReducer: editing saved content", () => {
  it("opens content whose every step is saved on its first step, not FINISH, and says it is editing", () => {
    const state = ready(5, undefined, "9");
    expect(state.editing).toBe(true);
    expect(currentStep(state)?.key).toBe("FORM");
    expect(pendingNavigation(state)).toMatchObject({ stepKey: "FORM", contentId: "9", replace: true });
  });

  it("keeps a step the link asks for, FINISH included", () => {
    expect(currentStep(ready(5, "TIMELINE", "9"))?.key).toBe("TIMELINE");
    expect(currentStep(ready(5, "FINISH", "9"))?.key).toBe("FINISH");
  });

  it("opens an edit on its first step, not on the success page, when the link names no step of the flow", () => {
    const state = ready(5, "NOPE", "9");
    expect(currentStep(state)?.key).toBe("FORM");
    expect(pendingNavigation(state)).toMatchObject({ stepKey: "FORM", contentId: "9", replace: true });
  });

  it("resumes a draft at its first incomplete step, as adding", () => {
    const state = ready(2, undefined, "9");
    expect(state.editing).toBe(false);
    expect(currentStep(state)?.key).toBe("PRICE_SERVICE");
  });

  it("a content completed in this flow stays an addition: its reloads do not turn it into an edit", () => {
    const created = ready(0, undefined);
    const reloading = flowReducer(created, { type: "reload" });
    const done = flowReducer(reloading, {
      type: "loaded",
      seq: reloading.loadSeq,
      serverSteps: serverSteps(5),
    });
    expect(done.editing).toBe(false);
  });

  it("decides again for another content", () => {
    const editing = ready(5, undefined, "9");
    const other = flowReducer(editing, { type: "locationChanged", stepKey: undefined, contentId: "10" });
    expect(other.editing).toBeUndefined();
    const loaded = flowReducer(other, { type: "loaded", seq: other.loadSeq, serverSteps: serverSteps(1) });
    expect(loaded.editing).toBe(false);
  });
});
