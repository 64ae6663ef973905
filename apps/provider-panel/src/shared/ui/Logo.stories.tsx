import type { Meta, StoryObj } from "@storybook/react-vite";
import { Logo } from "./Logo";
import "../../testing/storyStyles";

const meta = { title: "panel/shared/Logo", component: Logo, args: { size: 48 } } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: the product name is always written beside it. */
export const Default: Story = {};
export const Splash: Story = { args: { size: 88 } };
