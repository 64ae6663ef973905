import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import "../styles.css";
import { normalizeSteps } from "../core/normalizeSteps";
import { resolveStep } from "../core/resolveStep";
import { stepBarItems } from "../core/stepBarItems";
import type { ServerStep } from "../core/types";
import { StepBar } from "./StepBar";

const titles = [
  "اطلاعات اصلی",
  "اطلاعات حقوقی",
  "قیمت خدمات",
  "زمان‌بندی",
  "محدوده و موقعیت",
  "مدارک",
  "تأیید نهایی",
];

interface BarStoryArgs {
  /** Steps in all, FINISH included. */
  count: number;
  /** How many leading steps the server marks active. */
  activeCount: number;
  /** The step shown; the first incomplete one when empty. */
  current?: string;
  dir: "rtl" | "ltr";
}

function serverSteps(count: number, activeCount: number): ServerStep[] {
  const kinds = [0, 5, 4, 3, 2];
  return Array.from({ length: count - 1 }, (_, index) => ({
    kind: kinds[index] ?? 0,
    id: index < kinds.length ? undefined : index,
    title: titles[index] ?? `مرحله ${index + 1}`,
    active: index < activeCount,
  }));
}

// Plays the app: keeps the current step in state so clicking an openable step moves to it.
function BarStory({ count, activeCount, current, dir }: BarStoryArgs) {
  const steps = normalizeSteps(serverSteps(count, activeCount));
  const [requested, setRequested] = useState(current);
  const shown = resolveStep(steps, requested);
  return (
    <div
      dir={dir}
      className="flow-runtime"
      style={{ maxInlineSize: 420, fontFamily: "Vazirmatn, Tahoma, sans-serif" }}
    >
      <StepBar items={stepBarItems(steps, shown?.key)} onOpen={setRequested} />
    </div>
  );
}

const meta = {
  title: "flow-runtime/StepBar",
  component: BarStory,
  args: { count: 6, activeCount: 0, dir: "rtl" },
  argTypes: { dir: { control: "inline-radio", options: ["rtl", "ltr"] } },
} satisfies Meta<typeof BarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: the first step is current, all others locked. */
export const FirstStep: Story = {};

/** Two steps done, the third current; the done ones show a check mark and can be reopened. */
export const Middle: Story = { args: { activeCount: 2 } };

/** A completed step reopened: it shows its number; the first incomplete step stays openable. */
export const CompletedStepReopened: Story = { args: { activeCount: 3, current: "LEGAL_FORM" } };

/** Every step done: FINISH is current. */
export const AllDone: Story = { args: { activeCount: 5 } };

/** Seven steps with the fifth first incomplete: the bar starts scrolled so the fifth is in view. */
export const SevenStepsScrolled: Story = { args: { count: 7, activeCount: 4 } };

/** Eight steps, the fifth first incomplete, right-to-left: the fifth starts the view at the right edge. */
export const RightToLeft: Story = { args: { count: 8, activeCount: 4, dir: "rtl" } };

/** The same bar left-to-right, for comparison: mirrored scroll and arrow keys. */
export const LeftToRight: Story = { args: { count: 8, activeCount: 4, dir: "ltr" } };
