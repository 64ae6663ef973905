import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "./Button";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/Button",
  component: Button,
  args: { children: "ذخیره تغییرات", variant: "primary" },
  argTypes: { variant: { control: "inline-radio", options: ["primary", "secondary", "danger", "link"] } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "انصراف" } };
export const Danger: Story = { args: { variant: "danger", children: "حذف حساب" } };
export const Link: Story = { args: { variant: "link", children: "ارسال مجدد کد" } };

/** While its action runs: a spinner, busy for assistive technology, and not pressable again. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "ذخیره تغییرات" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** A label longer than the phone's width wraps instead of overflowing. */
export const LongPersianText: Story = {
  args: { children: "ثبت درخواست پشتیبانی و ارسال مدارک تکمیلی برای بررسی دوباره‌ی حساب کاربری خدمت‌دهنده" },
};
