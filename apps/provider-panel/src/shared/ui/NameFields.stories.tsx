import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { NameFields } from "./NameFields";
import "../../testing/storyStyles";

type Names = { firstName: string; lastName: string };

function Names({ initial, errors }: { initial: Names; errors: Partial<Record<keyof Names, string>> }) {
  const [values, setValues] = useState(initial);
  return (
    <NameFields
      values={values}
      set={(key) => (value) => setValues((v) => ({ ...v, [key]: value }))}
      show={(key) => errors[key]}
    />
  );
}

const meta = {
  title: "panel/shared/NameFields",
  component: Names,
  args: { initial: { firstName: "", lastName: "" }, errors: {} },
} satisfies Meta<typeof Names>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: { firstName: "علی", lastName: "رضایی" } } };
export const WithErrors: Story = {
  args: {
    initial: { firstName: "A", lastName: "" },
    errors: { firstName: "نام را با حروف فارسی وارد کنید", lastName: "نام خانوادگی را وارد کنید" },
  },
};
export const LongPersianText: Story = {
  args: { initial: { firstName: "سیدمحمدحسین", lastName: "میرعمادی طباطبایی‌نژاد اصفهانی" } },
};
