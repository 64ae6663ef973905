import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { renderApp } from "../../../testing/renderApp";
import { parentPath } from "../parentPath";
import { PanelHeader } from "./PanelHeader";

describe("PanelHeader back", () => {
  it("after a deep link goes to the screen's parent instead of leaving the app", async () => {
    const { router } = await renderApp(<PanelHeader onMenu={() => undefined} />, {
      path: "/panel/ticket/5",
      signedIn: true,
    });
    await userEvent.setup().click(screen.getByRole("button", { name: messages.shell.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/ticket"));
  });

  it("goes back in history when the app has an entry to return to", async () => {
    const { router } = await renderApp(<PanelHeader onMenu={() => undefined} />, {
      path: "/panel/notifications",
      signedIn: true,
    });
    await router.navigate({ to: "/panel/wallet" });
    await userEvent.setup().click(screen.getByRole("button", { name: messages.shell.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/notifications"));
  });
});

describe("parentPath", () => {
  it.each([
    ["/panel/ticket/5", "/panel/ticket"],
    ["/panel/wallet/receipts", "/panel/wallet"],
    ["/panel/notifications", "/panel"],
    ["/panel/ticket/", "/panel"],
    ["/panel/profile/legals/3/", "/panel/profile/legals"],
    ["/elsewhere", "/panel"],
  ])("%s → %s", (path, parent) => {
    expect(parentPath(path)).toBe(parent);
  });
});
