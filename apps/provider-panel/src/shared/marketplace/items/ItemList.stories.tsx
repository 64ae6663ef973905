import type { Meta, StoryObj } from "@storybook/react-vite";
import { useInfiniteQuery } from "@tanstack/react-query";
import { expect, fn, within } from "storybook/test";
import { withOffline, withServices } from "../../../testing/storyDecorators";
import { Button } from "../../ui/Button";
import { ItemList } from "./ItemList";
import { storyItem } from "./itemFixtures";
import type { ServiceItem } from "./serviceItem";
import "../../../testing/storyStyles";

type ItemsPage = { data: ServiceItem[]; count: number };

const never = () => new Promise<never>(() => undefined);

/** One list over a query whose pages come from `fetchPage` (no server: fixtures, a failure, or never). */
function List({
  fetchPage,
  emptyAction,
}: {
  fetchPage: (page: number) => Promise<ItemsPage>;
  emptyAction?: boolean;
}) {
  const list = useInfiniteQuery({
    queryKey: ["story-items", fetchPage],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * 10 < last.count ? pages.length + 1 : undefined),
  });
  return (
    <ItemList
      list={list}
      statusKind="request"
      emptyText="درخواستی برای خدمات شما ثبت نشده است"
      emptyAction={emptyAction ? <Button variant="secondary">حذف فیلترها</Button> : undefined}
      onDetail={() => undefined}
    />
  );
}

const page = (count: number, from = 1): ItemsPage => ({
  data: Array.from({ length: Math.min(10, count - from + 1) }, (_, i) => storyItem(from + i)),
  count,
});

const meta = {
  title: "panel/items/ItemList",
  component: List,
  decorators: [withServices],
  args: { fetchPage: (n: number) => Promise.resolve(page(3, n)) },
} satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the cards and the end-of-list marker. */
export const Items: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("article")).toHaveLength(3);
    await expect(await canvas.findByTestId("list-end")).toBeInTheDocument();
  },
};

/** More pages on the server: the "more" button (and infinite scroll). */
export const MorePages: Story = { args: { fetchPage: async (n: number) => page(25, (n - 1) * 10 + 1) } };

export const Loading: Story = {
  args: { fetchPage: never },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "در حال بارگذاری…" })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { fetchPage: async () => page(0), emptyAction: true } };

/** The server refused with its Persian reason: the error view with a retry. */
export const ErrorState: Story = {
  args: { fetchPage: fn(() => Promise.reject({ status: 500, message: "خطای سیستمی رخ داده است" })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "تلاش مجدد" })).toBeEnabled();
  },
};

export const Offline: Story = {
  decorators: [withOffline],
  args: { fetchPage: () => Promise.reject(new TypeError("Failed to fetch")) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveAttribute("data-state", "offline");
  },
};
