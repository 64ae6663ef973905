import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { profileAnswer, testProfile } from "../../../testing/accountFixture";
import { createFakeServer, type FakeAnswer, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { Gate } from "./Gate";

const page = <Gate>صفحه</Gate>;

/** A signed-in render whose profile loads answer `answers` in turn. */
function signedInWith(...answers: FakeAnswer[]) {
  const server = createFakeServer({ "GET /api/profile/": () => answers.shift() });
  return { server, options: { fetch: server.fetch, signedIn: true, withProfile: false } };
}

describe("Gate", () => {
  it("signed out: the page shows", async () => {
    await renderApp(page, { withProfile: false });
    expect(screen.getByText("صفحه")).toBeInTheDocument();
  });
  it("403 code 1042: the not-approved screen with re-register", async () => {
    await renderApp(page, signedInWith(reply(403, { code: 1042, message: "x" })).options);
    expect(await screen.findByText(messages.accountStatus.notApprovedTitle)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: messages.accountStatus.reRegister })).toBeInTheDocument();
  });
  it("another failure: 'error receiving information' with retry", async () => {
    await renderApp(page, signedInWith(reply(500, { code: null, message: "x" })).options);
    expect(await screen.findByText(messages.gate.loadError)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: messages.gate.retry })).toBeInTheDocument();
  });
  it("authorization_pending: the being-validated screen instead of the page", async () => {
    const pending = profileAnswer({ ...testProfile, authorization_pending: true });
    await renderApp(page, signedInWith(pending).options);
    expect(await screen.findByText(messages.accountStatus.pendingTitle)).toBeInTheDocument();
    expect(screen.queryByText("صفحه")).toBeNull();
    expect(screen.getByRole("button", { name: messages.accountStatus.switchAccount })).toBeInTheDocument();
  });
  it("«به‌روزرسانی وضعیت» answers: still pending says so, a failed check says why", async () => {
    const pending = profileAnswer({ ...testProfile, authorization_pending: true });
    const failed = reply(503, { code: null, message: "سرور پاسخ نداد" });
    await renderApp(page, signedInWith(pending, pending, failed).options);
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
    const { server, options } = signedInWith(reply(403, { code: 1007, message: "x" }), profileAnswer());
    const { services } = await renderApp(page, { ...options, activeProfileId: 999 });
    expect(await screen.findByText("صفحه")).toBeInTheDocument();
    expect(server.requests).toHaveLength(2);
    expect(services.activeProfile.get()).toBe(101);
  });
});
