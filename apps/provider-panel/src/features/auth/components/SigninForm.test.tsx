import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { createAuthFlow } from "../../../shared/session/authFlow";
import { createFakeServer } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { SigninForm } from "./SigninForm";

const tokens = {
  access_token: "a",
  access_token_expires_in: 900,
  refresh_token: "r",
  refresh_token_expires_in: 9000,
};

describe("SigninForm", () => {
  it("keeps submit disabled until the phone is 11 valid digits, normalising +98 and Persian digits", async () => {
    const server = createFakeServer({
      "POST /api/profile/signin": () => ({ data: { signup: true, two_auth_method: 0 } }),
    });
    const { router } = await renderApp(<SigninForm mode="otp" onModeChange={() => undefined} />, {
      fetch: server.fetch,
    });
    const user = userEvent.setup();
    const submit = screen.getByRole("button", { name: messages.auth.getCode });
    expect(submit).toBeDisabled();
    const phone = screen.getByLabelText(messages.auth.phone);
    await user.type(phone, "0812345678");
    expect(submit).toBeDisabled();
    await user.clear(phone);
    await user.type(phone, "+98۹۱۲۱۲۳۴۵۶۷");
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() =>
      expect(server.bodiesOf("POST /api/profile/signin")).toEqual([{ username: "09121234567" }]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin/confirm"));
    expect(JSON.parse(sessionStorage.getItem("auth_flow") ?? "{}")).toMatchObject({
      username: "09121234567",
      signupMode: true,
    });
  });

  it("opens with the number of the flow, as after «ویرایش شماره»", async () => {
    createAuthFlow(sessionStorage).setUsername("09121234567");
    await renderApp(<SigninForm mode="otp" onModeChange={() => undefined} />);
    expect(screen.getByLabelText(messages.auth.phone)).toHaveValue("09121234567");
    expect(screen.getByRole("button", { name: messages.auth.getCode })).toBeEnabled();
  });

  it("shows the format error for a wrong number once it has 11 characters", async () => {
    await renderApp(<SigninForm mode="otp" onModeChange={() => undefined} />);
    await userEvent.setup().type(screen.getByLabelText(messages.auth.phone), "08121234567");
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.mobileFormat);
  });

  it("says how many digits a short number lacks once the field is left", async () => {
    await renderApp(<SigninForm mode="otp" onModeChange={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.phone), "۰۹۱۲۱۲۳");
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.mobileShort("۴"));
  });

  it("sends a number pasted with the country code, spaces and Persian digits in its 09 form", async () => {
    const server = createFakeServer({
      "POST /api/profile/signin": () => ({ data: { signup: false, two_auth_method: 1 } }),
    });
    await renderApp(<SigninForm mode="otp" onModeChange={() => undefined} />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(messages.auth.phone));
    await user.paste("+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷");
    expect(screen.getByLabelText(messages.auth.phone)).toHaveValue("09121234567");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: messages.auth.getCode }));
    await waitFor(() =>
      expect(server.bodiesOf("POST /api/profile/signin")).toEqual([{ username: "09121234567" }]),
    );
  });

  it("password sign-in without two-step stores the tokens and goes to /panel", async () => {
    const server = createFakeServer({
      "POST /api/profile/signin": () => ({ data: { signup: false, two_auth_method: 0, token: tokens } }),
    });
    const { router, sessionClient, toaster } = await renderApp(
      <SigninForm mode="password" onModeChange={() => undefined} />,
      { fetch: server.fetch },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.phone), "09121234567");
    const submit = screen.getByRole("button", { name: messages.auth.signIn });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(messages.auth.password), "secret-pass");
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel"));
    expect(server.bodiesOf("POST /api/profile/signin")).toEqual([
      { username: "09121234567", password: "secret-pass" },
    ]);
    expect(sessionClient.signIn).toHaveBeenCalledWith(tokens);
    expect(toaster.list().map((t) => t.text)).toContain(messages.auth.loginSuccess);
  });

  it("password sign-in with two-step goes to the code step", async () => {
    const server = createFakeServer({
      "POST /api/profile/signin": () => ({ data: { signup: false, two_auth_method: 1 } }),
    });
    const { router } = await renderApp(<SigninForm mode="password" onModeChange={() => undefined} />, {
      fetch: server.fetch,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.phone), "09121234567");
    await user.type(screen.getByLabelText(messages.auth.password), "x");
    await user.click(screen.getByRole("button", { name: messages.auth.signIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin/confirm"));
  });

  it("switches mode and opens the rules from the static page, sanitised", async () => {
    const onModeChange = vi.fn();
    const server = createFakeServer({
      "GET /static/rules_regulations_of_suppliers": () => ({
        data: [{ type: "static_page", content: [{ html_body: "<p>قانون اول</p><script>x</script>" }] }],
      }),
    });
    await renderApp(<SigninForm mode="otp" onModeChange={onModeChange} />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: messages.auth.modePassword }));
    expect(onModeChange).toHaveBeenCalledWith("password");
    await user.click(screen.getByRole("button", { name: messages.auth.rulesLink }));
    const dialog = await screen.findByRole("dialog", { name: messages.auth.rulesTitle });
    expect(await screen.findByText("قانون اول")).toBeInTheDocument();
    expect(dialog.querySelector("script")).toBeNull();
  });
});
