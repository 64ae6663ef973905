import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { createFakeServer, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { ForgotPasswordConfirmForm } from "./ForgotPasswordConfirmForm";
import { ForgotPasswordForm } from "./ForgotPasswordForm";

const tokens = {
  access_token: "a",
  access_token_expires_in: 900,
  refresh_token: "r",
  refresh_token_expires_in: 9000,
};

describe("forgot password", () => {
  it("requires a valid phone, then sends the code and opens the confirm step with the phone", async () => {
    const server = createFakeServer({ "POST /api/profile/forgot_password": () => ({ message: "sent" }) });
    const { router } = await renderApp(<ForgotPasswordForm />, { fetch: server.fetch });
    const user = userEvent.setup();
    const send = screen.getByRole("button", { name: messages.auth.sendCode });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(messages.auth.phone), "۰۹۱۲۱۲۳۴۵۶۷");
    await user.click(send);
    await waitFor(() =>
      expect(server.bodiesOf("POST /api/profile/forgot_password")).toEqual([{ username: "09121234567" }]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/forget-password/confirm"));
    expect(router.state.location.search).toEqual({ phone: "09121234567" });
  });

  it("confirm shows a wait (429) in place with the button held, not a toast per press", async () => {
    const wait = "به دلیل تلاش‌های ناموفق زیاد، لطفا ۱۵ ثانیه دیگر دوباره تلاش کنید.";
    const server = createFakeServer({
      "POST /api/profile/forgot_password_confirm": () =>
        reply(429, { code: 1017, message: wait }, { "Retry-After": "15" }),
    });
    const { toaster } = await renderApp(<ForgotPasswordConfirmForm phone="09121234567" />, {
      fetch: server.fetch,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.code), "12345");
    await user.type(screen.getByLabelText(messages.auth.newPassword), "long-enough");
    await user.type(screen.getByLabelText(messages.auth.newPasswordConfirm), "long-enough");
    await user.click(screen.getByRole("button", { name: messages.auth.savePassword }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.auth.waitLeft("۰:۱۵"));
    expect(screen.getByRole("button", { name: messages.auth.savePassword })).toBeDisabled();
    expect(toaster.list()).toEqual([]);
  });

  it("a burnt code offers a new one at once, the typed passwords kept", async () => {
    const burnt = "کد تایید چند بار اشتباه وارد شد و دیگر معتبر نیست؛ لطفا کد تازه درخواست کنید.";
    const server = createFakeServer({
      "POST /api/profile/forgot_password_confirm": () => reply(400, { code: 1012, message: burnt }),
    });
    await renderApp(<ForgotPasswordConfirmForm phone="09121234567" />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.code), "12345");
    await user.type(screen.getByLabelText(messages.auth.newPassword), "long-enough");
    await user.type(screen.getByLabelText(messages.auth.newPasswordConfirm), "long-enough");
    await user.click(screen.getByRole("button", { name: messages.auth.savePassword }));
    expect(await screen.findByRole("button", { name: messages.auth.resend })).toBeInTheDocument();
    expect(screen.getByLabelText(messages.auth.newPassword)).toHaveValue("long-enough");
    // Said once, in place under the code (a toast would cover the form), until a new code is asked for.
    expect(screen.getByRole("alert")).toHaveTextContent(burnt);
    expect(screen.getByRole("button", { name: messages.auth.savePassword })).toBeDisabled();
  });

  it("a refusal of the new password is said under the password, not under the code, and goes when it is edited", async () => {
    const weak = "رمز عبور باید حداقل ۸ کاراکتر باشد.";
    const server = createFakeServer({
      "POST /api/profile/forgot_password_confirm": () =>
        reply(400, { code: 1002, message: weak, details: [{ path: "/body/new_password", message: weak }] }),
    });
    await renderApp(<ForgotPasswordConfirmForm phone="09121234567" />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.code), "12345");
    await user.type(screen.getByLabelText(messages.auth.newPassword), "long-enough");
    await user.type(screen.getByLabelText(messages.auth.newPasswordConfirm), "long-enough");
    await user.click(screen.getByRole("button", { name: messages.auth.savePassword }));
    const password = screen.getByLabelText(messages.auth.newPassword);
    await waitFor(() => expect(password).toHaveAccessibleDescription(weak));
    expect(screen.getByLabelText(messages.auth.code)).not.toHaveAccessibleDescription(weak);
    expect(screen.getByLabelText(messages.auth.code)).toHaveValue("12345");
    await user.type(password, "!");
    expect(password).not.toHaveAccessibleDescription(weak);
  });

  it("confirm needs the code and matching passwords of 8+ characters, then signs in", async () => {
    const server = createFakeServer({
      "POST /api/profile/forgot_password_confirm": () => ({ data: { token: tokens } }),
    });
    const { router, sessionClient } = await renderApp(<ForgotPasswordConfirmForm phone="09121234567" />, {
      fetch: server.fetch,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: messages.auth.savePassword }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      messages.validation.enterCode,
      messages.validation.required,
      messages.validation.required,
    ]);
    await user.type(screen.getByLabelText(messages.auth.code), "12345");
    await user.type(screen.getByLabelText(messages.auth.newPassword), "short");
    await user.type(screen.getByLabelText(messages.auth.newPasswordConfirm), "shorx");
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      messages.validation.passwordMin,
      messages.validation.confirmPass,
    ]);
    await user.clear(screen.getByLabelText(messages.auth.newPassword));
    await user.type(screen.getByLabelText(messages.auth.newPassword), "long-enough");
    await user.clear(screen.getByLabelText(messages.auth.newPasswordConfirm));
    await user.type(screen.getByLabelText(messages.auth.newPasswordConfirm), "long-enough");
    await user.click(screen.getByRole("button", { name: messages.auth.savePassword }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel"));
    expect(server.bodiesOf("POST /api/profile/forgot_password_confirm")).toEqual([
      {
        username: "09121234567",
        new_password: "long-enough",
        new_password_confirm: "long-enough",
        sms_code: 12345,
      },
    ]);
    expect(sessionClient.signIn).toHaveBeenCalledWith(tokens);
  });
});
