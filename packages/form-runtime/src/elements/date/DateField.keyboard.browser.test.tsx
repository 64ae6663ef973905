import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { expectVisibleFocus, tabTo } from "../../../test/keyboard";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("Jalali date picker, keyboard only", () => {
  it("is reached with Tab, opens with Enter, moves with arrows, picks with Enter and returns focus to its button", async () => {
    const serverNow = Date.parse("2024-04-10T08:00:00Z");
    await renderForm([fixtureElements.date], { adapters: { now: () => serverNow } });
    const toggle = screen.getByRole("button", { name: /تاریخ تاسیس/ });
    await tabTo(toggle);
    expectVisibleFocus(toggle);

    await userEvent.keyboard("{Enter}");
    // The picker is a chunk of its own, loaded after the field mounts.
    await screen.findByRole("dialog", { name: "انتخاب تاریخ" });
    expectVisibleFocus(screen.getByRole("button", { name: "۱۴۰۳/۰۱/۲۲" }));
    // Right to left: the right arrow goes back a day, the up arrow a week.
    await userEvent.keyboard("{ArrowRight}{ArrowUp}");
    const picked = screen.getByRole("button", { name: "۱۴۰۳/۰۱/۱۴" });
    expectVisibleFocus(picked);
    await userEvent.keyboard("{Enter}");

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName(/۱۴۰۳\/۰۱\/۱۴/);
  });

  it("closes on Escape without changing the value, focus back on its button", async () => {
    const serverNow = Date.parse("2024-04-10T08:00:00Z");
    await renderForm([fixtureElements.date], { adapters: { now: () => serverNow } });
    const toggle = screen.getByRole("button", { name: /تاریخ تاسیس/ });
    const nameBefore = toggle.textContent;
    await tabTo(toggle);
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "انتخاب تاریخ" });
    await userEvent.keyboard("{ArrowRight}{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle.textContent).toBe(nameBefore);
  });
});
