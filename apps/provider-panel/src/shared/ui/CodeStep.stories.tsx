import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CodeStep } from "./CodeStep";
import "../../testing/storyStyles";

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: "panel/shared/CodeStep",
  component: CodeStep,
  args: {
    onSubmit: (_code: number): Promise<unknown> => Promise.resolve(),
    onResend: (): Promise<unknown> => Promise.resolve(),
    hint: "کد ۵ رقمی ارسال‌شده به ۰۹۱۲۰۰۰۰۰۰۱ را وارد کنید",
    timerKey: "story",
  },
} satisfies Meta<typeof CodeStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just sent: the countdown to the next resend. */
export const Countdown: Story = {};

/** The countdown is over: resend is offered. */
export const ResendReady: Story = {
  args: { firstSeconds: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "ارسال مجدد کد" })).toBeEnabled();
  },
};

/** The fifth digit sends the code at once; the button is busy while the server answers. */
export const Submitting: Story = {
  args: { onSubmit: never },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("کد تایید"), "12345");
    await expect(canvas.getByRole("button", { name: "تایید" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Submitted empty: the Persian message under the field. */
export const EmptySubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "تایید" }));
    await expect(await canvas.findByRole("alert")).toBeInTheDocument();
  },
};

/** Too many tries (429): the server's message with the wait counted down, and the button off until then. */
export const RateLimited: Story = {
  args: {
    onSubmit: () =>
      Promise.reject({ status: 429, retryAfterSeconds: 90, message: "تعداد تلاش‌ها بیش از حد مجاز است" }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("کد تایید"), "12345");
    await expect(await canvas.findByText("تعداد تلاش‌ها بیش از حد مجاز است")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "تایید" })).toBeDisabled();
  },
};
