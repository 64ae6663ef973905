import type { Meta, StoryObj } from "@storybook/react-vite";
import * as icons from "./Icon";
import { iconOffline } from "./iconOffline";
import { iconAlert, iconEmptyChat, iconEmptyInbox, iconEmptyReceipt } from "./stateIcons";
import "../../testing/storyStyles";

const all: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(icons as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  ),
  iconOffline,
  iconAlert,
  iconEmptyChat,
  iconEmptyInbox,
  iconEmptyReceipt,
};

/** Every icon with its name: icons are decorative (hidden from assistive technology), the text beside them speaks. */
function Gallery({ size }: { size: number }) {
  return (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(3, 1fr)",
        gap: 12,
        listStyle: "none",
        padding: 0,
      }}
    >
      {Object.entries(all).map(([name, path]) => (
        <li key={name} style={{ display: "flex", alignItems: "center", gap: 8 }}>
          <icons.Icon path={path} size={size} />
          <code dir="ltr">{name.replace(/^icon/, "")}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: "panel/shared/Icon", component: Gallery, args: { size: 24 } } satisfies Meta<
  typeof Gallery
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Large: Story = { args: { size: 32 } };
