import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeServer, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { AutoLogin } from "./AutoLogin";

describe("AutoLogin", () => {
  it("a used link goes to / with the server's message, not silently", async () => {
    const used = "لینک ورود معتبر نیست یا قبلا استفاده شده است.";
    const server = createFakeServer({
      "POST /api/profile/auto_login": () => reply(400, { message: used, code: 1001 }),
    });
    const { router, toaster, sessionClient } = await renderApp(<AutoLogin tempToken="t-1" />, {
      fetch: server.fetch,
      path: "/_auto_login",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(server.bodiesOf("POST /api/profile/auto_login")[0]).toEqual({ temp_token: "t-1" });
    // The test router renders the same element at / too, so a second try may add a second toast.
    expect(toaster.list()[0]).toMatchObject({ kind: "error", text: used });
    expect(sessionClient.signIn).not.toHaveBeenCalled();
  });
});
