import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CodeInput } from "./CodeInput";
import "../../testing/storyStyles";

function Code(props: {
  initial: string;
  error?: string;
  disabled?: boolean;
  onComplete: (code: string) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <CodeInput
      label="کد تایید"
      value={value}
      onChange={setValue}
      onComplete={props.onComplete}
      error={props.error}
      disabled={props.disabled}
    />
  );
}

const meta = {
  title: "panel/shared/CodeInput",
  component: Code,
  args: { initial: "", onComplete: fn() },
} satisfies Meta<typeof Code>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Persian digits typed are kept as Latin digits; the fifth completes the code. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText("کد تایید"), "۱۲۳۴۵");
    await expect(args.onComplete).toHaveBeenCalledWith("12345");
  },
};
export const Filled: Story = { args: { initial: "12345" } };
export const WithError: Story = { args: { initial: "12", error: "کد تایید را کامل وارد کنید" } };
export const Disabled: Story = { args: { initial: "12345", disabled: true } };
