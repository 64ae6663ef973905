import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ToastProvider } from "./Toasts";
import { createToaster, type Toast } from "./toaster";
import "../../testing/storyStyles";

/** The toaster with `toasts` shown and kept (no auto-close while a designer looks). */
function Toasts({ toasts }: { toasts: Omit<Toast, "id">[] }) {
  const [toaster] = useState(() => {
    const t = createToaster(() => undefined);
    for (const toast of toasts) t.show(toast.kind, toast.text);
    return t;
  });
  return (
    <ToastProvider toaster={toaster}>
      <p>صفحه‌ی زیر پیام‌ها</p>
    </ToastProvider>
  );
}

const meta = {
  title: "panel/shared/Toasts",
  component: Toasts,
  args: { toasts: [{ kind: "success", text: "تغییرات ذخیره شد" }] },
} satisfies Meta<typeof Toasts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A toast is dismissed with its named close button. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "بستن" }));
    await expect(canvas.queryByText("تغییرات ذخیره شد")).toBeNull();
  },
};
export const ErrorToast: Story = {
  args: { toasts: [{ kind: "error", text: "خطای سیستمی رخ داده است، لطفاً دوباره تلاش کنید" }] },
};
export const Info: Story = { args: { toasts: [{ kind: "info", text: "نسخه‌ی جدید پنل آماده است" }] } };
export const Several: Story = {
  args: {
    toasts: [
      { kind: "success", text: "درخواست پذیرفته شد" },
      { kind: "info", text: "مشتری پیام تازه‌ای فرستاده است" },
      {
        kind: "error",
        text: "بارگذاری تصویر انجام نشد؛ حجم فایل بیش از حد مجاز است. لطفاً تصویری کوچک‌تر از دو مگابایت انتخاب کنید",
      },
    ],
  },
};
