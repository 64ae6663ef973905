import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { SelectField } from "./SelectField";
import "../../testing/storyStyles";

const provinces = [
  { value: "1", label: "تهران" },
  { value: "2", label: "خراسان رضوی" },
  { value: "3", label: "اصفهان" },
  { value: "4", label: "کهگیلویه و بویراحمد" },
];

function Select(props: { initial: string; error?: string; placeholder?: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <SelectField
      label="استان"
      value={value}
      onChange={setValue}
      options={provinces}
      placeholder={props.placeholder}
      error={props.error}
    />
  );
}

const meta = {
  title: "panel/shared/SelectField",
  component: Select,
  args: { initial: "", placeholder: "انتخاب کنید" },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "استان" });
    await userEvent.selectOptions(select, "اصفهان");
    await expect(select).toHaveValue("3");
  },
};
export const Selected: Story = { args: { initial: "4" } };
export const WithError: Story = { args: { error: "استان را انتخاب کنید" } };
