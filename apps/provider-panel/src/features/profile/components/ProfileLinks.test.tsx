import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { renderApp } from "../../../testing/renderApp";
import { ProfileLinks } from "./ProfileLinks";

describe("ProfileLinks", () => {
  it("opens the legal profiles and the saved addresses from the profile area", async () => {
    const { router } = await renderApp(<ProfileLinks />, { signedIn: true, path: "/panel/profile" });
    const nav = screen.getByRole("navigation", { name: messages.profile.moreLinks });
    expect(nav).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: messages.legals.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/profile/legals"));
    await user.click(screen.getByRole("link", { name: messages.address.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/address"));
  });

  it("under a legal profile offers the addresses only", async () => {
    await renderApp(<ProfileLinks />, { signedIn: true, path: "/panel/profile", activeProfileId: 201 });
    expect(screen.getByRole("link", { name: messages.address.title })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: messages.legals.title })).not.toBeInTheDocument();
  });
});
