import { act, renderHook, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { pendingNavigation } from "../core/flowReducer";
import type { FlowAdapter, ServerStep } from "../core/types";
import { serverSteps } from "../testing/fixtures";
import { type UseFlowOptions, useFlow } from "./useFlow";

function deferredAdapter() {
  const calls: Array<{
    resolve: (steps: ServerStep[]) => void;
    reject: (error: Error) => void;
    signal: AbortSignal;
  }> = [];
  const adapter: FlowAdapter = {
    loadSteps: ({ signal }) => new Promise((resolve, reject) => calls.push({ resolve, reject, signal })),
  };
  return { adapter, calls };
}

function renderFlow(initial: UseFlowOptions) {
  return renderHook((props: UseFlowOptions) => useFlow(props), {
    initialProps: initial,
    wrapper: StrictMode,
  });
}

describe("useFlow", () => {
  it("reloads from a new adapter and ignores the answer of the one it replaced", async () => {
    const first = deferredAdapter();
    const second = deferredAdapter();
    const options = { adapter: first.adapter, currentStepKey: "FORM", onStepChange: vi.fn() };
    const { result, rerender } = renderFlow(options);
    await waitFor(() => expect(first.calls.some((call) => !call.signal.aborted)).toBe(true));

    rerender({ ...options, adapter: second.adapter });
    await waitFor(() => expect(second.calls.some((call) => !call.signal.aborted)).toBe(true));
    expect(first.calls.every((call) => call.signal.aborted)).toBe(true);

    act(() => {
      for (const call of first.calls) call.resolve(serverSteps(5));
      for (const call of second.calls) call.resolve(serverSteps(1));
    });
    await waitFor(() => expect(result.current.state.phase).toBe("ready"));
    expect(result.current.steps.filter((step) => step.active)).toHaveLength(1);
  });

  it("retries with reload() after a failed load", async () => {
    const server = deferredAdapter();
    const onLoadError = vi.fn();
    const { result } = renderFlow({
      adapter: server.adapter,
      currentStepKey: undefined,
      onStepChange: vi.fn(),
      onLoadError,
    });
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    act(() => server.calls.at(-1)?.reject(new Error("offline")));
    await waitFor(() => expect(result.current.state.phase).toBe("error"));
    expect(onLoadError).toHaveBeenCalledTimes(1);

    const before = server.calls.length;
    act(() => result.current.reload());
    await waitFor(() => expect(server.calls.length).toBe(before + 1));
    act(() => server.calls.at(-1)?.resolve(serverSteps(0)));
    await waitFor(() => expect(result.current.state.phase).toBe("ready"));
    expect(result.current.current?.key).toBe("FORM");
  });

  it("reports each navigation once, even in StrictMode", async () => {
    const server = deferredAdapter();
    const onStepChange = vi.fn();
    const { result } = renderFlow({ adapter: server.adapter, currentStepKey: "FORM", onStepChange });
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    act(() => server.calls.at(-1)?.resolve(serverSteps(3)));
    await waitFor(() => expect(result.current.state.phase).toBe("ready"));

    act(() => result.current.open("PRICE_SERVICE"));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledTimes(1));
    expect(onStepChange).toHaveBeenCalledWith({
      stepKey: "PRICE_SERVICE",
      contentId: undefined,
      replace: false,
    });

    act(() => result.current.leave("FORM", { createdId: 12 }));
    // Once the hook has acknowledged the navigation nothing is left to report, so the count is final here.
    await waitFor(() => expect(pendingNavigation(result.current.state)).toBeUndefined());
    expect(onStepChange).toHaveBeenCalledTimes(2);
    expect(onStepChange).toHaveBeenLastCalledWith({ stepKey: "LEGAL_FORM", contentId: "12", replace: false });
  });
});
