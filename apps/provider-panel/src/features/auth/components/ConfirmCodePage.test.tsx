import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { createAuthFlow } from "../../../shared/session/authFlow";
import { createFakeServer } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { ConfirmCodePage } from "./ConfirmCodePage";

const tokens = {
  access_token: "a",
  access_token_expires_in: 900,
  refresh_token: "r",
  refresh_token_expires_in: 9000,
};

describe("ConfirmCodePage", () => {
  it("a new account holds the tokens and goes to /signup", async () => {
    createAuthFlow(sessionStorage).setUsername("09121234567", true);
    const server = createFakeServer({
      "POST /api/profile/signin_confirm": () => ({ data: { token: tokens } }),
    });
    const { router, sessionClient } = await renderApp(<ConfirmCodePage />, {
      fetch: server.fetch,
      path: "/signin/confirm",
    });
    await userEvent.setup().type(screen.getByLabelText(messages.auth.code), "12345");
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup"));
    // The code page is replaced: back from /signup cannot offer the consumed code again («قبلا استفاده شده»).
    expect(router.history.length).toBe(1);
    expect(server.requests.map((r) => r.body)).toEqual([
      { username: "09121234567", signup: true, code: 12345 },
    ]);
    expect(createAuthFlow(sessionStorage).get().tempTokens).toEqual(tokens);
    expect(sessionClient.signIn).not.toHaveBeenCalled();
  });

  it("an existing account signs in; editing the number clears the flow", async () => {
    createAuthFlow(sessionStorage).setUsername("09121234567", false);
    const { router, sessionClient } = await renderApp(<ConfirmCodePage />, {
      fetch: createFakeServer({ "POST /api/profile/signin_confirm": () => ({ data: { token: tokens } }) })
        .fetch,
      path: "/signin/confirm",
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.code), "54321");
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel"));
    expect(sessionClient.signIn).toHaveBeenCalledWith(tokens);
  });

  it("edit number returns to / keeping the number, so the phone field is not emptied", async () => {
    createAuthFlow(sessionStorage).setUsername("09121234567", false);
    const { router } = await renderApp(<ConfirmCodePage />, { path: "/signin/confirm" });
    await userEvent.setup().click(screen.getByRole("button", { name: messages.auth.editNumber }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(createAuthFlow(sessionStorage).get()).toEqual({
      username: "09121234567",
      signupMode: false,
      tempTokens: null,
    });
  });
});
