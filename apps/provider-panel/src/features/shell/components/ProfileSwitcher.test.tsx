import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { renderApp } from "../../../testing/renderApp";
import { ProfileSwitcher } from "./ProfileSwitcher";

describe("ProfileSwitcher", () => {
  it("lists profiles with the proxy prefix; choosing stores the id and reloads", async () => {
    const { reload, services } = await renderApp(<ProfileSwitcher />, { signedIn: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: new RegExp(messages.shell.selectProfile) }));
    const radios = await screen.findAllByRole("radio");
    expect(radios.map((r) => r.closest("label")?.textContent)).toEqual([
      "علی رضایی",
      "شرکت نمونه",
      "حساب وکالتی / مریم کاظمی",
    ]);
    expect(radios[0]).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "حساب وکالتی / مریم کاظمی" }));
    expect(services.activeProfile.get()).toBe(201);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
