import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { BirthDateSelects, type BirthParts } from "./BirthDateSelects";
import "../../testing/storyStyles";

function Birth({ initial, error }: { initial: BirthParts; error?: string }) {
  const [value, setValue] = useState(initial);
  return <BirthDateSelects value={value} onChange={setValue} currentJalaliYear={1405} error={error} />;
}

const meta = {
  title: "panel/shared/BirthDateSelects",
  component: Birth,
  args: { initial: { day: "", month: "", year: "" } },
} satisfies Meta<typeof Birth>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: each select repeats its label. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "ماه" }), "مهر");
    await expect(canvas.getByRole("combobox", { name: "ماه" })).toHaveValue("7");
  },
};

export const Filled: Story = { args: { initial: { day: "12", month: "7", year: "1368" } } };

export const WithError: Story = {
  args: { initial: { day: "31", month: "12", year: "" }, error: "تاریخ تولد معتبر نیست" },
};
