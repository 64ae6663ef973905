import { ApiError } from "@ceremony/api-client";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SigninForm } from "../../features/auth/components/SigninForm";
import { messages } from "../../messages";
import { createFakeServer, reply } from "../../testing/fakeServer";
import { renderApp } from "../../testing/renderApp";
import { CodeStep } from "./CodeStep";
import { formatWait } from "./useRateLimit";

// Issue 12 item 1: a 429 from the server shows its Persian message with the time left, in place, and blocks the
// button until then.
const message = "تعداد درخواست‌های شما بیش از حد مجاز است. لطفا ۱۰ دقیقه دیگر دوباره تلاش کنید.";
const limited = (seconds: number) =>
  new ApiError({ status: 429, code: 1015, message, retryAfterSeconds: seconds });

describe("rate-limit answers on the sign-in and code screens", () => {
  it("sign-in shows the message and the wait in place and disables the button", async () => {
    const server = createFakeServer({
      "POST /api/profile/signin": () => reply(429, { code: 1015, message }, { "Retry-After": "600" }),
    });
    await renderApp(<SigninForm mode="otp" onModeChange={() => undefined} />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.phone), "09121234567");
    await user.click(screen.getByRole("button", { name: messages.auth.getCode }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("۱۰ دقیقه دیگر");
    expect(alert).toHaveTextContent(messages.auth.waitLeft("۱۰:۰۰"));
    expect(screen.getByRole("button", { name: messages.auth.getCode })).toBeDisabled();
  });

  it("a number's own limit does not block the corrected number, and comes back with that number", async () => {
    const server = createFakeServer({
      "POST /api/profile/signin": (request) =>
        (request.body as { username: string }).username === "09121234567"
          ? reply(429, { code: 1013, message }, { "Retry-After": "600" })
          : { data: { signup: false, two_auth_method: 1 } },
    });
    await renderApp(<SigninForm mode="otp" onModeChange={() => undefined} />, { fetch: server.fetch });
    const user = userEvent.setup();
    const phone = screen.getByLabelText(messages.auth.phone);
    await user.type(phone, "09121234567");
    await user.click(screen.getByRole("button", { name: messages.auth.getCode }));
    expect(await screen.findByRole("alert")).toHaveTextContent("۱۰ دقیقه دیگر");
    await user.clear(phone);
    await user.type(phone, "09121234568");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: messages.auth.getCode })).toBeEnabled();
    await user.clear(phone);
    await user.type(phone, "09121234567");
    expect(screen.getByRole("alert")).toHaveTextContent("۱۰ دقیقه دیگر");
    expect(screen.getByRole("button", { name: messages.auth.getCode })).toBeDisabled();
  });

  it("the code step shows the wait of a 429 on confirm and keeps the code button disabled meanwhile", async () => {
    const onSubmit = vi.fn(async () => {
      throw limited(2);
    });
    await renderApp(<CodeStep timerKey="code" onSubmit={onSubmit} onResend={async () => undefined} />);
    await userEvent.setup().type(screen.getByLabelText(messages.auth.code), "12345");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(messages.auth.waitLeft("۰:۰۲")));
    expect(screen.getByRole("button", { name: messages.auth.confirm })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull(), { timeout: 4000 });
    expect(screen.getByRole("button", { name: messages.auth.confirm })).toBeEnabled();
  }, 15_000);

  it("formats waits as m:ss in Persian digits", () => {
    expect(formatWait(600)).toBe("۱۰:۰۰");
    expect(formatWait(65)).toBe("۱:۰۵");
  });
});
