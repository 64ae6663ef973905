import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { withOffline, withRouter, withServices } from "../../testing/storyDecorators";
import { RouteError } from "./RouteError";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/RouteError",
  component: RouteError,
  decorators: [withRouter("/panel/wallet"), withServices],
  args: { error: new Error("a screen that cannot render what it got"), reset: () => undefined },
} satisfies Meta<typeof RouteError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A bug: 'system error, try again later' and a retry. */
export const SystemError: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("خطای سیستمی");
  },
};

/** No answer while online: the server is out of reach (retried by itself as well). */
export const Unreachable: Story = {
  args: { error: new TypeError("Failed to fetch") },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("سرور در دسترس نیست");
  },
};

/** A server fault (5xx): also out of reach. */
export const ServerFault: Story = { args: { error: { status: 502, message: "Bad Gateway" } } };

/** Offline: the internet-cut sentence. */
export const Offline: Story = {
  decorators: [withOffline],
  args: { error: new TypeError("Failed to fetch") },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "اتصال اینترنت شما قطع است",
    );
  },
};
