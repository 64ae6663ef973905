import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../messages";
import { createMemoryFlowAdapter } from "../testing/createMemoryFlowAdapter";
import { FlowHarness } from "../testing/FlowHarness";
import { serverSteps } from "../testing/fixtures";
import { FlowView } from "./FlowView";

const save = () => screen.getByRole("button", { name: "ذخیره و ادامه" });
const location = () => screen.getByTestId("location").textContent;

function setup(activeCount: number, initialStep?: string, initialId?: string) {
  const server = createMemoryFlowAdapter({ steps: serverSteps(activeCount) });
  const onStepChange = vi.fn();
  const view = render(
    <StrictMode>
      <FlowHarness
        server={server}
        initialStep={initialStep}
        initialId={initialId}
        onStepChange={onStepChange}
      />
    </StrictMode>,
  );
  return { ...view, server, onStepChange, user: userEvent.setup() };
}

describe("FlowView", () => {
  it("shows a spinner and the title while loading", async () => {
    const server = createMemoryFlowAdapter({ steps: serverSteps(0), latencyMs: 50 });
    render(<FlowHarness server={server} registry={{}} flowKind="legalProfile" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("تکمیل پروفایل حقوقی");
    expect(screen.getByRole("status", { name: messages.loading })).toBeInTheDocument();
    expect(await screen.findByRole("navigation")).toBeInTheDocument();
  });

  it("titles a service flow 'افزودن خدمت'", async () => {
    setup(0);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("افزودن خدمت");
  });

  it("renders nothing on error and reports the error once", async () => {
    const server = createMemoryFlowAdapter({ steps: serverSteps(0), failWith: new Error("offline") });
    const onLoadError = vi.fn();
    const { container } = render(
      <FlowView
        adapter={server.adapter}
        registry={{}}
        flowKind="service"
        currentStepKey={undefined}
        onStepChange={() => {}}
        onLoadError={onLoadError}
      />,
    );
    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing for an empty step list", async () => {
    const server = createMemoryFlowAdapter({ steps: [] });
    const { container } = render(
      <FlowView
        adapter={server.adapter}
        registry={{}}
        flowKind="service"
        currentStepKey={undefined}
        onStepChange={() => {}}
      />,
    );
    await waitFor(() => expect(server.loads).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("lands a deep link to a locked step on the first incomplete step (replacing the location)", async () => {
    const { onStepChange } = setup(1, "TIMELINE", "5");
    expect(await screen.findByRole("heading", { level: 2 })).toHaveTextContent("step 2");
    await waitFor(() => expect(onStepChange).toHaveBeenCalledTimes(1));
    expect(onStepChange).toHaveBeenCalledWith({ stepKey: "LEGAL_FORM", contentId: "5", replace: true });
    expect(location()).toBe("?step=LEGAL_FORM&id=5");
  });

  it("runs a whole flow: create, reload after new steps, advance over active ones, finish", async () => {
    const { server, user, onStepChange } = setup(0);
    await screen.findByRole("heading", { level: 2 });
    await waitFor(() => expect(location()).toBe("?step=FORM&id="));

    await user.click(save()); // FORM was not active: created id 100, reload
    await waitFor(() => expect(location()).toBe("?step=LEGAL_FORM&id=100"));
    expect(server.loads).toEqual([undefined, "100"]);

    await user.click(save()); // LEGAL_FORM
    await waitFor(() => expect(location()).toBe("?step=PRICE_SERVICE&id=100"));
    await waitFor(() => expect(document.activeElement).toHaveClass("flow-view__step"));

    // Going back to a completed (active) step and saving it advances without a reload.
    await user.click(screen.getByRole("button", { name: /^step 1،/ }));
    await waitFor(() => expect(location()).toBe("?step=FORM&id=100"));
    const loadsBefore = server.loads.length;
    await user.click(save());
    await waitFor(() => expect(location()).toBe("?step=LEGAL_FORM&id=100"));
    expect(server.loads).toHaveLength(loadsBefore);

    await user.click(screen.getByRole("button", { name: /^step 3،/ }));
    await waitFor(() => expect(location()).toBe("?step=PRICE_SERVICE&id=100"));
    for (const [next, title] of [
      ["TIMELINE", "step 4"],
      ["POSITION", "step 5"],
    ] as const) {
      await user.click(save());
      await waitFor(() => expect(location()).toBe(`?step=${next}&id=100`));
      expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(title);
    }
    await user.click(save());
    await waitFor(() => expect(location()).toBe("?step=FINISH&id=100"));
    expect(await screen.findByText(messages.finishTitle)).toBeInTheDocument();
    expect(screen.getByText(messages.finishBody)).toBeInTheDocument();
    expect(screen.getByRole("button", { current: "step" })).toHaveAccessibleName("پایان");
    expect(onStepChange.mock.calls.filter(([change]) => change.replace)).toEqual([
      [{ stepKey: "FORM", contentId: undefined, replace: true }],
      [{ stepKey: "FORM", contentId: "100", replace: true }],
    ]);
  });

  it("edits saved content: title says editing, it opens on the first step, and its FINISH says the changes await review", async () => {
    const { user } = setup(5, undefined, "100");
    // Editing is known once the steps arrive; until then the heading names only what the flow is about.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^خدمت$/);
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(messages.editTitle.service),
    );
    await waitFor(() => expect(location()).toBe("?step=FORM&id=100"));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("step 1");
    expect(screen.queryByText(messages.finishTitle)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^پایان/ }));
    expect(await screen.findByText(messages.editFinishTitle)).toBeInTheDocument();
    expect(screen.queryByText(messages.finishTitle)).not.toBeInTheDocument();
  });

  it("does not open a locked step from the bar", async () => {
    const { user } = setup(1, "FORM");
    await screen.findByRole("heading", { level: 2 });
    await user.click(screen.getByRole("button", { name: /^step 4،/ }));
    expect(location()).toBe("?step=FORM&id=");
  });

  it("shows the unknown-step notice for a kind without a component", async () => {
    const server = createMemoryFlowAdapter({ steps: [{ kind: 9, title: "جدید", active: false }] });
    render(<FlowHarness server={server} registry={{}} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.unknownStep);
  });
});
