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
    await renderApp(<CodeStep onSubmit={onSubmit} onResend={async () => undefined} />);
    await userEvent.setup().type(screen.getByLabelText(messages.auth.code), "۱۲۳۴۵");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(12345));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("rejects a short code on submit and lets the user retry after a failure", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error("wrong");
    });
    await renderApp(<CodeStep onSubmit={onSubmit} onResend={async () => undefined} />);
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
      <CodeStep onSubmit={async () => undefined} onResend={onResend} firstSeconds={120} resendSeconds={60} />,
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
    await renderApp(<CodeStep onSubmit={onSubmit} onResend={onResend} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.auth.code), "11111");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole("button", { name: messages.auth.resend }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(messages.auth.resendIn("۱۲۰"))).toBeInTheDocument();
  });
});
