import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FlowEvent } from "../core/flowEvents";
import { createMemoryFlowAdapter } from "../testing/createMemoryFlowAdapter";
import { FlowHarness } from "../testing/FlowHarness";
import { serverSteps } from "../testing/fixtures";

const location = () => screen.getByTestId("location").textContent;

describe("flow analytics (onEvent)", () => {
  it("reports steps viewed and completed, and one abandonment with the last step on pagehide", async () => {
    const onEvent = vi.fn<(e: FlowEvent) => void>();
    const server = createMemoryFlowAdapter({ steps: serverSteps(0) });
    const view = render(<FlowHarness server={server} onEvent={onEvent} />);
    await waitFor(() => expect(location()).toBe("?step=FORM&id="));
    await userEvent.click(screen.getByRole("button", { name: "ذخیره و ادامه" }));
    await waitFor(() => expect(location()).toBe("?step=LEGAL_FORM&id=100"));
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(3));
    expect(onEvent.mock.calls.map(([e]) => e)).toEqual([
      { type: "stepViewed", step: "FORM", kind: "FORM" },
      { type: "stepCompleted", step: "FORM", kind: "FORM" },
      { type: "stepViewed", step: "LEGAL_FORM", kind: "LEGAL_FORM" },
    ]);
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    view.unmount();
    const abandoned = onEvent.mock.calls.map(([e]) => e).filter((e) => e.type === "formAbandoned");
    expect(abandoned).toEqual([
      { type: "formAbandoned", lastStep: "LEGAL_FORM", timeSpentMs: expect.any(Number) },
    ]);
  });

  it("reports no abandonment once FINISH was shown, and runs the same without an adapter", async () => {
    const onEvent = vi.fn<(e: FlowEvent) => void>();
    const done = createMemoryFlowAdapter({ steps: serverSteps(5) });
    const view = render(<FlowHarness server={done} onEvent={onEvent} initialStep="FINISH" initialId="100" />);
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith({ type: "stepViewed", step: "FINISH", kind: "FINISH" }),
    );
    view.unmount();
    expect(onEvent.mock.calls.some(([e]) => e.type === "formAbandoned")).toBe(false);
    const quiet = render(<FlowHarness server={createMemoryFlowAdapter({ steps: serverSteps(0) })} />);
    await waitFor(() => expect(location()).toBe("?step=FORM&id="));
    quiet.unmount();
  });
});
