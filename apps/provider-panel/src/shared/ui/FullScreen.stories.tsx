import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { withOffline } from "../../testing/storyDecorators";
import { Button } from "./Button";
import { LoadErrorScreen, Splash, StatusScreen } from "./FullScreen";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/FullScreen",
  component: StatusScreen,
  parameters: { layout: "fullscreen" },
  args: {
    title: "حساب شما در حال بررسی است",
    children: <p>پس از تأیید مدارک، از طریق پیامک به شما اطلاع داده می‌شود.</p>,
    actions: <Button variant="secondary">خروج از حساب</Button>,
  },
} satisfies Meta<typeof StatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The splash while configuration, token and profile load. */
export const Loading: Story = {
  render: () => <Splash />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("progressbar", { name: "در حال بارگذاری…" }),
    ).toBeInTheDocument();
  },
};

/** A full-screen message with its actions (pending, unapproved). */
export const Status: Story = {};

export const StatusError: Story = {
  args: {
    tone: "error",
    title: "حساب کاربری شما تأیید نشد",
    children: <p>اطلاعات هویتی واردشده با اطلاعات ثبت‌احوال هم‌خوانی ندارد؛ لطفاً با پشتیبانی تماس بگیرید.</p>,
  },
};

/** The first load failed while online: 'error receiving information' and a retry. */
export const LoadError: Story = { render: () => <LoadErrorScreen onRetry={() => undefined} /> };

/** Retrying: the button busy. */
export const LoadErrorRetrying: Story = {
  render: () => <LoadErrorScreen onRetry={() => undefined} retrying />,
};

/** Offline: the internet-cut sentence instead. */
export const LoadErrorOffline: Story = {
  decorators: [withOffline],
  render: () => <LoadErrorScreen onRetry={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/اتصال اینترنت شما قطع است/)).toBeInTheDocument();
  },
};
