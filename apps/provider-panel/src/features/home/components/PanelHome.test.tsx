import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { formatToman } from "../../../shared/format/money";
import { profileAnswer, testProfile } from "../../../testing/accountFixture";
import { createFakeServer } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { PanelHome } from "./PanelHome";

const h = messages.home;

describe("PanelHome", () => {
  it("shows the wallet balance, points 0, and 'information error' when the wallet fails", async () => {
    await renderApp(<PanelHome />, {
      fetch: createFakeServer({
        "GET /api/financial/balance/wallet": () => ({ data: { balance: 250000, withdrawable_balance: 0 } }),
      }).fetch,
      signedIn: true,
    });
    expect(await screen.findByText(formatToman(250000))).toBeInTheDocument();
    expect(screen.getByText("۰")).toBeInTheDocument();
  });

  it("wallet row failure says 'information error'", async () => {
    await renderApp(<PanelHome />, { signedIn: true });
    expect(await screen.findByText(messages.screenErrors.walletRow)).toBeInTheDocument();
  });

  it("blocks services without a sheba when required and sends the main profile to the sheba field", async () => {
    const { router, toaster } = await renderApp(<PanelHome />, {
      fetch: createFakeServer({
        "GET /api/profile/info": () => profileAnswer({ ...testProfile, shaba: null }),
      }).fetch,
      signedIn: true,
      path: "/panel",
    });
    await waitFor(() => expect(screen.getByRole("img", { name: h.servicesOff })).toBeInTheDocument());
    await userEvent.setup().click(screen.getByRole("button", { name: new RegExp(h.services) }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/profile"));
    expect(router.state.location.search).toEqual({ focus_shaba: true });
    expect(toaster.list().map((t) => t.text)).toContain(messages.screenErrors.shebaRequired);
  });

  it("links the legal profiles and the saved addresses from the menu", async () => {
    const { router } = await renderApp(<PanelHome />, { signedIn: true, path: "/panel" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: messages.legals.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/profile/legals"));
    await user.click(screen.getByRole("link", { name: messages.address.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/address"));
  });

  it("under a legal profile the menu keeps addresses but not the legal profiles, which hang off the main account", async () => {
    await renderApp(<PanelHome />, { signedIn: true, path: "/panel", activeProfileId: 201 });
    expect(await screen.findByRole("link", { name: messages.address.title })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: messages.legals.title })).not.toBeInTheDocument();
  });

  it("logout asks yes/no, then signs out and goes to /", async () => {
    const { router, sessionClient } = await renderApp(<PanelHome />, { signedIn: true, path: "/panel" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: new RegExp(h.logout) }));
    const dialog = screen.getByRole("dialog", { name: h.logout });
    await user.click(within(dialog).getByRole("button", { name: h.no }));
    expect(sessionClient.signOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: new RegExp(h.logout) }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: h.yes }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(sessionClient.signOut).toHaveBeenCalledTimes(1);
  });
});
