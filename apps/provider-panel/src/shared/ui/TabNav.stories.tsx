import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { withRouter } from "../../testing/storyDecorators";
import { TabNav } from "./TabNav";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/TabNav",
  component: TabNav,
  decorators: [withRouter("/panel/wallet/receipts")],
  args: {
    label: "کیف پول",
    tabs: [
      { to: "/panel/wallet", label: "افزایش موجودی", exact: true },
      { to: "/panel/wallet/receipts", label: "رسیدهای اینترنتی", includeSearch: false },
      { to: "/panel/wallet/transactions", label: "تاریخچه تراکنش‌ها", includeSearch: false },
    ],
  },
} satisfies Meta<typeof TabNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current tab is underlined and marked as the current page. */
export const Wallet: Story = {
  play: async ({ canvasElement }) => {
    const current = await within(canvasElement).findByRole("link", { name: "رسیدهای اینترنتی" });
    await expect(current).toHaveAttribute("aria-current", "page");
  },
};

export const TwoTabs: Story = {
  args: {
    label: "وکلا",
    tabs: [
      { to: "/panel/lawyers", label: "وکلای من", exact: true },
      { to: "/panel/lawyers/requests", label: "درخواست‌های وکالت" },
    ],
  },
};
