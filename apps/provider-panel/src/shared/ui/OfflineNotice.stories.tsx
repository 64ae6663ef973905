import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { withOffline } from "../../testing/storyDecorators";
import { OfflineNotice } from "./OfflineNotice";
import "../../testing/storyStyles";

const meta = { title: "panel/shared/OfflineNotice", component: OfflineNotice } satisfies Meta<
  typeof OfflineNotice
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The connection is cut: the spec's sentence, announced at once. */
export const Offline: Story = {
  decorators: [withOffline],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "اتصال اینترنت شما قطع است",
    );
  },
};

/** Online: nothing shows. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};
