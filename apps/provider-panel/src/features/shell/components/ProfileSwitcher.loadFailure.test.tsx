import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { renderApp } from "../../../testing/renderApp";
import { ProfileSwitcher } from "./ProfileSwitcher";

// The sheet's chunk cannot be fetched (offline, or the app was updated under an open page).
const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock("./ProfileSheet", () => {
  fetches.count += 1;
  throw new Error("chunk unavailable");
});

describe("ProfileSwitcher when its sheet cannot load", () => {
  it("says so in Persian, keeps the button, and the next tap fetches again", async () => {
    await renderApp(<ProfileSwitcher />, { signedIn: true });
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: new RegExp(messages.shell.selectProfile) });
    await user.click(button);
    expect(await screen.findByText(messages.shell.sheetUnavailable)).toBeInTheDocument();
    expect(button).not.toHaveAttribute("aria-busy");
    const before = fetches.count;
    await user.click(button);
    await vi.waitFor(() => expect(fetches.count).toBeGreaterThan(before));
    expect(screen.queryByRole("radio")).toBeNull();
  });
});
