import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { TextField, type TextFieldProps } from "./TextField";
import "../../testing/storyStyles";

function Text(props: Omit<TextFieldProps, "value" | "onChange"> & { initial: string }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: "panel/shared/TextField",
  component: Text,
  args: { label: "عنوان خدمت", initial: "" },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "عنوان خدمت" });
    await userEvent.type(input, "مداحی");
    await expect(input).toHaveValue("مداحی");
  },
};
export const Filled: Story = { args: { initial: "مداحی مراسم ختم" } };
export const WithHint: Story = { args: { hint: "حداکثر ۵۰ حرف؛ این عنوان به مشتری نشان داده می‌شود" } };

/** The error is tied to the input (its description) and announced. */
export const WithError: Story = {
  args: { initial: "abc", error: "عنوان را با حروف فارسی وارد کنید" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "عنوان خدمت" });
    await expect(input).toHaveAccessibleDescription("عنوان را با حروف فارسی وارد کنید");
    await expect(input).toBeInvalid();
  },
};
export const Multiline: Story = {
  args: { label: "توضیحات", multiline: true, initial: "مراسم در حسینیه‌ی محله برگزار می‌شود." },
};
/** Phones, codes and sheba: left to right inside the right-to-left page. */
export const LeftToRight: Story = { args: { label: "شماره همراه", ltr: true, initial: "09120000001" } };
export const Disabled: Story = { args: { initial: "۰۹۱۲۰۰۰۰۰۰۱", disabled: true } };
export const LongPersianText: Story = {
  args: {
    label: "نام کامل مؤسسه یا هیئت مذهبی برگزارکننده‌ی مراسم به همراه نام شهر",
    initial: "هیئت عزاداران حضرت ابوالفضل العباس علیه‌السلام محله‌ی بازار شهرستان نیشابور",
    hint: "نام را همان‌گونه بنویسید که در مجوز فعالیت آمده است، بدون کوتاه‌نویسی",
  },
};
