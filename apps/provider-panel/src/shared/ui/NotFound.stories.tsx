import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { withRouter } from "../../testing/storyDecorators";
import { NotFound } from "./NotFound";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/NotFound",
  component: NotFound,
  decorators: [withRouter("/no-such-page")],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path: the sentence and a link home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("link", { name: "صفحهٔ اصلی" })).toHaveAttribute(
      "href",
      "/",
    );
  },
};
