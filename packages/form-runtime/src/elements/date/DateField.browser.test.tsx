import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("Jalali date picker in chromium", () => {
  it("opens as a modal dialog with 44 px days, moves with real keys, passes axe and closes on Escape", async () => {
    const serverNow = Date.parse("2024-04-10T08:00:00Z");
    await renderForm([fixtureElements.date], { adapters: { now: () => serverNow } });
    const toggle = screen.getByRole("button", { name: /تاریخ تاسیس/ });
    await userEvent.click(toggle);
    // The picker is a chunk of its own, loaded after the field mounts.
    const dialog = await screen.findByRole("dialog", { name: "انتخاب تاریخ" });
    expect(dialog.matches(":modal")).toBe(true);
    const today = screen.getByRole("button", { name: "۱۴۰۳/۰۱/۲۲" });
    expect(today).toHaveFocus();
    for (const day of screen.getAllByRole("button", { name: /^۱۴۰۳\/۰۱\// })) {
      const box = day.getBoundingClientRect();
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: "۱۴۰۳/۰۱/۲۱" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    // No future days: focus stays on today.
    expect(today).toHaveFocus();

    const results = await axe.run(document.body);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(toggle).toHaveFocus();
  });
});
