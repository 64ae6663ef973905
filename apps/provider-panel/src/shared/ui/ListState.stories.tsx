import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { withOffline } from "../../testing/storyDecorators";
import { EmptyView, ErrorView, Skeleton } from "./ListState";
import { iconEmptyChat, iconEmptyReceipt } from "./stateIcons";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/ListState",
  component: ErrorView,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: skeleton cards shaped like the list's items, one status for assistive technology. */
export const Loading: Story = {
  render: () => <Skeleton rows={3} lines={3} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "در حال بارگذاری…" })).toBeInTheDocument();
  },
};

export const LoadingOneLine: Story = { render: () => <Skeleton rows={5} lines={1} /> };

export const Empty: Story = { render: () => <EmptyView /> };
export const EmptyReceipts: Story = {
  render: () => <EmptyView text="هنوز رسیدی ثبت نشده است" icon={iconEmptyReceipt} />,
};
export const EmptyTickets: Story = {
  render: () => <EmptyView text="درخواست پشتیبانی ثبت نکرده‌اید" icon={iconEmptyChat} />,
};

/** The generic 'error receiving information' with a retry. */
export const ErrorWithRetry: Story = {};

/** With the server's Persian reason under it. */
export const ErrorWithDetail: Story = {
  args: { error: { status: 500, message: "سرویس پرداخت موقتاً در دسترس نیست" } },
};

/** The server out of reach while online. */
export const Unreachable: Story = { args: { error: new TypeError("Failed to fetch") } };

/** Offline: the offline icon (the shell's banner already says the internet is cut). */
export const Offline: Story = {
  decorators: [withOffline],
  args: { error: new TypeError("Failed to fetch") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveAttribute("data-state", "offline");
  },
};

export const Retrying: Story = { args: { retrying: true } };

export const LongPersianText: Story = {
  args: {
    text: "دریافت فهرست درخواست‌های مراسم از سرور با خطا روبه‌رو شد و نمایش آن‌ها در این لحظه ممکن نیست",
    error: { status: 503, message: "سرور در حال به‌روزرسانی است؛ چند دقیقه‌ی دیگر دوباره تلاش کنید" },
  },
};
