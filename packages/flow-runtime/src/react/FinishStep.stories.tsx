import type { Meta, StoryObj } from "@storybook/react-vite";
import "../styles.css";
import { FinishStep } from "./FinishStep";

const meta = {
  title: "flow-runtime/FinishStep",
  component: FinishStep,
  decorators: [
    (Story) => (
      <div dir="rtl" className="flow-runtime" style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FinishStep>;

export default meta;

/** The default FINISH step: membership complete, awaiting the system's approval. */
export const Default: StoryObj<typeof meta> = {};
