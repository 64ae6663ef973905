import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Pager } from "./Pager";
import "../../testing/storyStyles";

function Paged({ first, count }: { first: number; count: number }) {
  const [page, setPage] = useState(first);
  return <Pager page={page} count={count} pageSize={10} onPage={setPage} />;
}

const meta = { title: "panel/shared/Pager", component: Paged, args: { first: 1, count: 45 } } satisfies Meta<
  typeof Paged
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: previous is off; next moves on. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "صفحهٔ قبل" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "صفحهٔ بعد" }));
    await expect(canvas.getByText("۲ / ۵")).toBeInTheDocument();
  },
};
export const MiddlePage: Story = { args: { first: 3 } };
export const LastPage: Story = { args: { first: 5 } };

/** One page only: no pager. */
export const SinglePage: Story = { args: { count: 7 } };
