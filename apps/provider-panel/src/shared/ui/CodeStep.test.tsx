import { ApiError } from "@ceremony/api-client";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../messages";
import { renderApp } from "../../testing/renderApp";
import { CodeStep } from "./CodeStep";

afterEach(() => {
  vi.useRealTimers();
});

describe("CodeStep", () => {
  it("submits automatically on the fifth digit, as an integer, from Persian digits", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderApp(<CodeStep timerKey="code" onSubmit={onSubmit} onResend={async () => undefined} />);
    await userEvent.setup().type(screen.getByLabelText(messages.auth.code), "۱۲۳۴۵");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(12345));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("rejects a short code on submit and lets the user retry after a failure", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error("wrong");
    });
    await renderApp(<CodeStep timerKey="code" onSubmit={onSubmit} onResend={async () => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.code), "123");
    await user.click(screen.getByRole("button", { name: messages.auth.confirm }));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.codeLength);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(messages.auth.code), "45");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole("button", { name: messages.auth.confirm })).toBeEnabled());
  });

  it("offers resend only at zero, then restarts the countdown (120 s, then 60 s)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onResend = vi.fn(async () => undefined);
    await renderApp(
      <CodeStep
        timerKey="code"
        onSubmit={async () => undefined}
        onResend={onResend}
        firstSeconds={120}
        resendSeconds={60}
      />,
    );
    expect(screen.getByText(messages.auth.resendIn("۱۲۰"))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: messages.auth.resend })).toBeNull();
    for (let i = 0; i < 120; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    const resend = screen.getByRole("button", { name: messages.auth.resend });
    await act(async () => {
      resend.click();
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(messages.auth.resendIn("۶۰"))).toBeInTheDocument();
  });

  it("offers a new code at once when the server burnt or expired this one, instead of a locked countdown", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ status: 400, code: 1012, message: "کد تایید چند بار اشتباه وارد شد" });
    });
    const onResend = vi.fn(async () => undefined);
    await renderApp(<CodeStep timerKey="code" onSubmit={onSubmit} onResend={onResend} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.code), "11111");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole("button", { name: messages.auth.resend }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(messages.auth.resendIn("۱۲۰"))).toBeInTheDocument();
  });

  it("shows each refusal in place, once, replacing the last, and keeps the confirm button free", async () => {
    const answers = ["کد تایید اشتباه است.", "کد تایید باز هم اشتباه است.", "کد تایید سوم اشتباه است."];
    let calls = 0;
    const onSubmit = vi.fn(async () => {
      calls += 1;
      throw new ApiError({ status: 400, code: 1010, message: answers[calls - 1] ?? "" });
    });
    await renderApp(<CodeStep timerKey="code" onSubmit={onSubmit} onResend={async () => undefined} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText(messages.auth.code);
    for (let i = 0; i < 3; i += 1) {
      await user.clear(input);
      await user.type(input, "11111");
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(i + 1));
    }
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(1));
    expect(screen.getByRole("alert")).toHaveTextContent("کد تایید سوم اشتباه است.");
    expect(screen.getByRole("button", { name: messages.auth.confirm })).toBeEnabled();
  });

  it("after a burnt code says so in place, holds the confirm button and offers a new code first", async () => {
    const burnt = "کد تایید چند بار اشتباه وارد شد و دیگر معتبر نیست؛ لطفا کد تازه درخواست کنید.";
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ status: 400, code: 1012, message: burnt });
    });
    const onResend = vi.fn(async () => undefined);
    await renderApp(<CodeStep timerKey="code" onSubmit={onSubmit} onResend={onResend} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.code), "11111");
    expect(await screen.findByRole("alert")).toHaveTextContent(burnt);
    expect(screen.getByRole("button", { name: messages.auth.confirm })).toBeDisabled();
    // Another code typed into the burnt one is not sent: only a new code can help.
    await user.clear(screen.getByLabelText(messages.auth.code));
    await user.type(screen.getByLabelText(messages.auth.code), "22222");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toHaveTextContent(burnt);
    await user.click(screen.getByRole("button", { name: messages.auth.resend }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(screen.getByLabelText(messages.auth.code)).toHaveValue("");
    expect(screen.getByRole("button", { name: messages.auth.confirm })).toBeEnabled();
  });

  it("in a lock-out shows the wait once, with no repeated error, and still offers a new code", async () => {
    const wait = "به دلیل تلاش‌های ناموفق زیاد، لطفا ۱ دقیقه دیگر دوباره تلاش کنید.";
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ status: 429, code: 1017, message: wait, retryAfterSeconds: 60 });
    });
    await renderApp(
      <CodeStep timerKey="code" onSubmit={onSubmit} onResend={async () => undefined} firstSeconds={0} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.code), "11111");
    const alerts = await screen.findAllByRole("alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(wait);
    expect(alerts[0]).toHaveTextContent(messages.auth.waitLeft("۱:۰۰"));
    expect(screen.getByRole("button", { name: messages.auth.confirm })).toBeDisabled();
    expect(screen.getByRole("button", { name: messages.auth.resend })).toBeEnabled();
  });
});
