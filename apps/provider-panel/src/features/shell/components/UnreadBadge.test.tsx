import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { addUnread, clearUnread } from "../../../shared/marketplace/unreadChats";
import { renderApp } from "../../../testing/renderApp";
import { UnreadBadge } from "./UnreadBadge";

describe("UnreadBadge", () => {
  it("counts the unread replies of every chat in Persian digits, and goes once they are read", async () => {
    const { queryClient } = await renderApp(<UnreadBadge />);
    expect(screen.queryByTestId("unread-badge")).toBeNull();
    addUnread(queryClient, 5);
    addUnread(queryClient, 5);
    addUnread(queryClient, 9);
    expect(await screen.findByTestId("unread-badge")).toHaveTextContent(`۳ ${messages.events.unread}`);
    clearUnread(queryClient, 5);
    expect(await screen.findByTestId("unread-badge")).toHaveTextContent("۱");
    clearUnread(queryClient, 9);
    await expect.poll(() => screen.queryByTestId("unread-badge")).toBeNull();
  });
});
