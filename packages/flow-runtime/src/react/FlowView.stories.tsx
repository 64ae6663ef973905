import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import "../styles.css";
import type { FlowKind, ServerStep } from "../core/types";
import { createMemoryFlowAdapter } from "../testing/createMemoryFlowAdapter";
import { FlowHarness } from "../testing/FlowHarness";
import { persianServerSteps as serverSteps } from "../testing/fixtures";

interface FlowStoryArgs {
  steps: ServerStep[];
  flowKind: FlowKind;
  latencyMs: number;
  fail: boolean;
  initialStep?: string;
  initialId?: string;
}

// A whole flow against an in-memory server: "ذخیره و ادامه" saves the step there, the location line shows
// what the app would keep in ?step= and ?id=.
function FlowStory({ steps, flowKind, latencyMs, fail, initialStep, initialId }: FlowStoryArgs) {
  const server = useMemo(
    () => createMemoryFlowAdapter({ steps, latencyMs, failWith: fail ? new Error("offline") : undefined }),
    [steps, latencyMs, fail],
  );
  return (
    <div dir="rtl" style={{ maxInlineSize: 420, fontFamily: "Vazirmatn, Tahoma, sans-serif" }}>
      <FlowHarness
        key={`${initialStep}-${initialId}`}
        server={server}
        flowKind={flowKind}
        initialStep={initialStep}
        initialId={initialId}
      />
    </div>
  );
}

const meta = {
  title: "flow-runtime/FlowView",
  component: FlowStory,
  args: { steps: serverSteps(0), flowKind: "service", latencyMs: 400, fail: false },
  argTypes: { flowKind: { control: "inline-radio", options: ["service", "legalProfile"] } },
} satisfies Meta<typeof FlowStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new service from the start: FORM creates the content (id 100), then each save reloads or advances. */
export const WholeServiceFlow: Story = {};

/** The legal-profile flow, halfway through, in the numeric order of the kinds. */
export const LegalProfileNumericOrder: Story = {
  args: { flowKind: "legalProfile", steps: serverSteps(2, [0, 2, 3, 4, 5]), initialId: "7" },
};

/** A deep link to a locked step lands on the first incomplete one (the location is replaced). */
export const DeepLinkToLockedStep: Story = {
  args: { steps: serverSteps(1), initialStep: "POSITION", initialId: "7" },
};

/** Everything saved: FINISH with the membership message. */
export const Finished: Story = { args: { steps: serverSteps(5), initialId: "7" } };

/** A slow server: the spinner. */
export const Loading: Story = { args: { latencyMs: 600_000 } };

/** Loading failed: the flow shows nothing (the app may toast `messages.loadFailed`). */
export const LoadError: Story = { args: { fail: true } };

/** The server returned no steps: nothing is shown. */
export const EmptyList: Story = { args: { steps: [] } };
