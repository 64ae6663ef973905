import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import type { Profile } from "../../../shared/profile/toProfile";
import { testProfile } from "../../../testing/accountFixture";
import { createFakeServer } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { PasswordSection } from "./PasswordSection";
import { TwoStepSection } from "./TwoStepSection";

const s = messages.security;

/** The two-step section as the security page shows it: fed by the profile read. */
function TwoStepOfProfile() {
  const { data } = useQuery<Profile>({ queryKey: ["profile"], enabled: false });
  return <TwoStepSection method={data?.two_factor_auth_method ?? 0} />;
}

const PASSWORD = "PUT /api/profile/change_password";

describe("PasswordSection", () => {
  it("asks for the current password when the account has one, 8+ characters and a matching repeat", async () => {
    const server = createFakeServer({ [PASSWORD]: () => ({ message: "changed" }) });
    await renderApp(<PasswordSection hasPassword />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: s.save }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      messages.validation.required,
      messages.validation.required,
      messages.validation.required,
    ]);
    await user.type(screen.getByLabelText(s.currentPassword), "short");
    await user.type(screen.getByLabelText(s.newPassword, { exact: true }), "abcdefgh");
    await user.type(screen.getByLabelText(s.newPasswordConfirm), "abcdefgx");
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      messages.validation.passwordMin,
      messages.validation.passwordMismatch,
    ]);
    await user.clear(screen.getByLabelText(s.currentPassword));
    await user.type(screen.getByLabelText(s.currentPassword), "old-password");
    await user.clear(screen.getByLabelText(s.newPasswordConfirm));
    await user.type(screen.getByLabelText(s.newPasswordConfirm), "abcdefgh");
    await user.click(screen.getByRole("button", { name: s.save }));
    await waitFor(() =>
      expect(server.bodiesOf(PASSWORD)).toEqual([
        {
          old_password: "old-password",
          new_password: "abcdefgh",
          new_password_confirm: "abcdefgh",
          remove_password: false,
        },
      ]),
    );
  });

  it("without a password there is no current field and no remove button", async () => {
    await renderApp(<PasswordSection hasPassword={false} />);
    expect(screen.queryByLabelText(s.currentPassword)).toBeNull();
    expect(screen.queryByRole("button", { name: s.removePassword })).toBeNull();
    expect(screen.getByRole("heading", { name: s.setPassword })).toBeInTheDocument();
  });

  it("removing the password requires the current one and a confirmation", async () => {
    const server = createFakeServer({ [PASSWORD]: () => ({ message: "removed" }) });
    await renderApp(<PasswordSection hasPassword />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: s.removePassword }));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.enterCurrentPassword);
    await user.type(screen.getByLabelText(s.currentPassword), "old-password");
    await user.click(screen.getByRole("button", { name: s.removePassword }));
    // Nothing is sent until the question is answered; cancelling sends nothing.
    expect(await screen.findByRole("dialog", { name: s.removeConfirmTitle })).toHaveTextContent(
      s.removeConfirmBody,
    );
    expect(server.requests).toEqual([]);
    await user.click(screen.getByRole("button", { name: s.keep }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.requests).toEqual([]);
    await user.click(screen.getByRole("button", { name: s.removePassword }));
    await user.click(await screen.findByRole("button", { name: s.removeConfirmYes }));
    await waitFor(() =>
      expect(server.bodiesOf(PASSWORD)).toEqual([{ old_password: "old-password", remove_password: true }]),
    );
  });
});

describe("TwoStepSection", () => {
  beforeEach(() => sessionStorage.clear());

  it("a reload while the code is on its way shows the code step again, not the switch; «انصراف» goes back", async () => {
    const server = createFakeServer({
      "PUT /api/profile/change_two_factor": () => ({ message: "sent" }),
    });
    const first = await renderApp(<TwoStepSection method={0} />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.click(screen.getByRole("switch", { name: s.enable }));
    await screen.findByLabelText(messages.auth.code);
    // A reload runs no cleanup: the tab's storage is what the next page finds.
    const kept = { ...sessionStorage };
    first.unmount();
    for (const [key, value] of Object.entries(kept)) sessionStorage.setItem(key, value);
    await renderApp(<TwoStepSection method={0} />, { fetch: server.fetch });
    expect(await screen.findByLabelText(messages.auth.code)).toBeInTheDocument();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(server.bodiesOf("PUT /api/profile/change_two_factor")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: s.keep }));
    expect(screen.getByRole("switch", { name: s.enable })).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.auth.code)).toBeNull();
  });

  it("requests a code for the opposite state, confirms with 5 digits and reloads the profile", async () => {
    const server = createFakeServer({
      "PUT /api/profile/change_two_factor": () => ({ message: "sent" }),
      "PUT /api/profile/change_two_factor_confirm": () => ({ message: "done" }),
    });
    const { queryClient } = await renderApp(<TwoStepSection method={0} />, { fetch: server.fetch });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const user = userEvent.setup();
    expect(screen.getByText(s.twoStepOff)).toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: s.enable }));
    await waitFor(() =>
      expect(server.bodiesOf("PUT /api/profile/change_two_factor")).toEqual([{ method_id: 1 }]),
    );
    await user.type(await screen.findByLabelText(messages.auth.code), "12345");
    await waitFor(() =>
      expect(server.bodiesOf("PUT /api/profile/change_two_factor_confirm")).toEqual([
        { method_id: 1, sms_code: 12345 },
      ]),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["profile"] }));
  });

  it("confirms the switch it asked a code for, even when another tab switched meanwhile", async () => {
    const server = createFakeServer({
      "PUT /api/profile/change_two_factor": () => ({ message: "sent" }),
      "PUT /api/profile/change_two_factor_confirm": () => ({ message: "done" }),
    });
    const { queryClient } = await renderApp(<TwoStepOfProfile />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.click(screen.getByRole("switch", { name: s.enable }));
    const code = await screen.findByLabelText(messages.auth.code);
    // The profile, refetched for another tab's change, now says two-step is on.
    act(() => queryClient.setQueryData(["profile"], { ...testProfile, two_factor_auth_method: 1 }));
    await user.type(code, "12345");
    await waitFor(() =>
      expect(server.bodiesOf("PUT /api/profile/change_two_factor_confirm")).toEqual([
        { method_id: 1, sms_code: 12345 },
      ]),
    );
  });
});
