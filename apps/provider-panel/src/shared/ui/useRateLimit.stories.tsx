import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, within } from "storybook/test";
import { Button } from "./Button";
import { useRateLimit } from "./useRateLimit";
import "../../testing/storyStyles";

/** A screen that the server has just limited (429 with Retry-After): the notice counts down, the button waits. */
function RateLimited({ seconds, message }: { seconds: number; message: string }) {
  const { waiting, report, notice } = useRateLimit();
  useEffect(() => report({ status: 429, retryAfterSeconds: seconds, message }), [report, seconds, message]);
  return (
    <div className="stack">
      {notice}
      <Button disabled={waiting}>ارسال کد</Button>
    </div>
  );
}

const meta = {
  title: "panel/shared/useRateLimit",
  component: RateLimited,
  args: { seconds: 125, message: "تعداد درخواست‌ها بیش از حد مجاز است" },
} satisfies Meta<typeof RateLimited>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("تعداد درخواست‌ها بیش از حد مجاز است");
    await expect(canvas.getByRole("button", { name: "ارسال کد" })).toBeDisabled();
  },
};
export const LongPersianText: Story = {
  args: {
    seconds: 3600,
    message:
      "به دلیل تلاش‌های ناموفق پیاپی، ورود با این شماره برای مدتی مسدود شده است؛ پس از پایان زمان دوباره تلاش کنید",
  },
};
