import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ShebaField } from "./ShebaField";
import "../../testing/storyStyles";

function Sheba(props: { initial: string; required: boolean; error?: string }) {
  const [value, setValue] = useState(props.initial);
  return <ShebaField value={value} onChange={setValue} required={props.required} error={props.error} />;
}

const meta = {
  title: "panel/shared/ShebaField",
  component: Sheba,
  args: { initial: "IR", required: true },
} satisfies Meta<typeof Sheba>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Persian digits typed become the sheba's digits; the bank is named once its code is in. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("شماره شبا"), "۸۲۰۵۴۰");
    await expect(canvas.getByLabelText("شماره شبا")).toHaveValue("820540");
  },
};
export const Optional: Story = { args: { required: false } };
export const WithBank: Story = { args: { initial: "IR820540102680020817909002" } };
export const WithError: Story = {
  args: { initial: "IR82054010268002081790900", error: "شماره شبا معتبر نیست" },
};
