import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DeferredMount } from "./DeferredMount";
import { Skeleton } from "./ListState";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/DeferredMount",
  component: DeferredMount,
  args: {
    fallback: <Skeleton rows={2} />,
    children: <p>محتوای صفحه پس از نخستین نقاشی، در یک رندر کم‌اولویت نشان داده می‌شود.</p>,
  },
} satisfies Meta<typeof DeferredMount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fallback commits first; the children follow in a deferred render. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/محتوای صفحه/)).toBeInTheDocument();
  },
};
