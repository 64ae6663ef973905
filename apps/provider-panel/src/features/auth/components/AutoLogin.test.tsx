import { waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../testing/fakeApi";
import { renderApp } from "../../../testing/renderApp";
import { AutoLogin } from "./AutoLogin";

describe("AutoLogin", () => {
  it("a used link goes to / with the server's message, not silently", async () => {
    const used = "لینک ورود معتبر نیست یا قبلا استفاده شده است.";
    const autoLogin = vi.fn(async () => {
      throw Object.assign(new Error(used), { status: 400, code: 1001 });
    });
    const { router, toaster, sessionClient } = await renderApp(<AutoLogin tempToken="t-1" />, {
      api: fakeApi({ autoLogin }),
      path: "/_auto_login",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(autoLogin).toHaveBeenCalledWith("t-1");
    // The test router renders the same element at / too, so a second try may add a second toast.
    expect(toaster.list()[0]).toMatchObject({ kind: "error", text: used });
    expect(sessionClient.signIn).not.toHaveBeenCalled();
  });
});
