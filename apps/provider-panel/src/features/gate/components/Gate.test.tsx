import { ApiError } from "@ceremony/api-client";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { fakeApi, testProfile } from "../../../testing/fakeApi";
import { renderApp } from "../../../testing/renderApp";
import { Gate } from "./Gate";

const page = <Gate>صفحه</Gate>;

describe("Gate", () => {
  it("signed out: the page shows", async () => {
    await renderApp(page, { withProfile: false });
    expect(screen.getByText("صفحه")).toBeInTheDocument();
  });
  it("403 code 1042: the not-approved screen with re-register", async () => {
    const getProfile = vi.fn(async () => {
      throw new ApiError({ code: 1042, status: 403, message: "x" });
    });
    await renderApp(page, { api: fakeApi({ getProfile }), signedIn: true, withProfile: false });
    expect(await screen.findByText(messages.accountStatus.notApprovedTitle)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: messages.accountStatus.reRegister })).toBeInTheDocument();
  });
  it("another failure: 'error receiving information' with retry", async () => {
    const getProfile = vi.fn(async () => {
      throw new ApiError({ code: null, status: 500, message: "x" });
    });
    await renderApp(page, { api: fakeApi({ getProfile }), signedIn: true, withProfile: false });
    expect(await screen.findByText(messages.gate.loadError)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: messages.gate.retry })).toBeInTheDocument();
  });
  it("authorization_pending: the being-validated screen instead of the page", async () => {
    const getProfile = vi.fn(async () => ({ ...testProfile, authorization_pending: true }));
    await renderApp(page, { api: fakeApi({ getProfile }), signedIn: true, withProfile: false });
    expect(await screen.findByText(messages.accountStatus.pendingTitle)).toBeInTheDocument();
    expect(screen.queryByText("صفحه")).toBeNull();
    expect(screen.getByRole("button", { name: messages.accountStatus.switchAccount })).toBeInTheDocument();
  });
  it("«به‌روزرسانی وضعیت» answers: still pending says so, a failed check says why", async () => {
    const pending = { ...testProfile, authorization_pending: true };
    const getProfile = vi
      .fn()
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(pending)
      .mockRejectedValueOnce(new ApiError({ code: null, status: 503, message: "سرور پاسخ نداد" }));
    await renderApp(page, { api: fakeApi({ getProfile }), signedIn: true, withProfile: false });
    const update = await screen.findByRole("button", { name: messages.accountStatus.updateStatus });
    const user = userEvent.setup();
    expect(screen.queryByText(messages.accountStatus.stillPending)).toBeNull();
    await user.click(update);
    expect(await screen.findByText(messages.accountStatus.stillPending)).toHaveAttribute("role", "status");
    await user.click(update);
    await waitFor(() => expect(screen.getByText("سرور پاسخ نداد")).toHaveAttribute("role", "status"));
    expect(screen.getByText(messages.accountStatus.pendingTitle)).toBeInTheDocument();
  });
  it("a stored active profile that is no longer linked falls back to the main profile", async () => {
    const getProfile = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ code: 1007, status: 403, message: "x" }))
      .mockResolvedValueOnce(testProfile);
    const { services } = await renderApp(page, {
      api: fakeApi({ getProfile }),
      signedIn: true,
      withProfile: false,
      activeProfileId: 999,
    });
    expect(await screen.findByText("صفحه")).toBeInTheDocument();
    expect(getProfile).toHaveBeenCalledTimes(2);
    expect(services.activeProfile.get()).toBe(101);
  });
});
