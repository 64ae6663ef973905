import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { ErrorBoundary, SystemErrorView } from "./ErrorBoundary";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/ErrorBoundary",
  component: SystemErrorView,
  args: { onRetry: fn() },
} satisfies Meta<typeof SystemErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fallback of an uncaught error: the system-error sentence and a retry. */
export const SystemError: Story = {};

/** The same view with a screen's own sentence (the route error says why: offline, server out of reach). */
export const WithTitle: Story = {
  args: { title: "اتصال اینترنت شما قطع است، لطفاً تنظیمات اینترنت را بررسی کنید" },
};

function Broken(): never {
  throw new Error("a component that cannot render what it got");
}

/** A child that throws while rendering: caught, logged once, and replaced by the system-error view. */
export const CaughtError: Story = {
  render: () => (
    <ErrorBoundary log={() => undefined}>
      <Broken />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("خطای سیستمی");
  },
};
