import { toPersianDigits } from "@ceremony/persian-text";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import { InfiniteSentinel } from "./InfiniteSentinel";
import "../../testing/storyStyles";

const PAGE = 10;

/** A list that asks for its next page when the sentinel after it scrolls into view, up to `pages` pages. */
function Endless({ pages }: { pages: number }) {
  const [loaded, setLoaded] = useState(1);
  const source = {
    hasNextPage: loaded < pages,
    isFetchingNextPage: false,
    fetchNextPage: async () => setLoaded((n) => Math.min(n + 1, pages)),
  };
  const numbers = Array.from({ length: loaded * PAGE }, (_, i) => i + 1);
  return (
    <section aria-label="اعلان‌ها">
      <ul className="list">
        {numbers.map((n) => (
          <li key={n} className="card list-item">
            اعلان شماره {toPersianDigits(n)}
          </li>
        ))}
      </ul>
      <InfiniteSentinel source={source} />
    </section>
  );
}

const meta = {
  title: "panel/shared/InfiniteSentinel",
  component: Endless,
  args: { pages: 3 },
} satisfies Meta<typeof Endless>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling to the end loads the next page, one at a time. */
export const ScrollToLoad: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, document.body.scrollHeight);
    await expect(await within(canvasElement).findByText("اعلان شماره ۱۱")).toBeInTheDocument();
  },
};

/** The last page: nothing more is asked for. */
export const LastPage: Story = { args: { pages: 1 } };
