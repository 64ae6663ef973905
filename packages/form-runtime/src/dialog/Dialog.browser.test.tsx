import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { Dialog } from "./Dialog";

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main lang="fa" dir="rtl">
      <h1>صفحه</h1>
      <button type="button" onClick={() => setOpen(true)}>
        باز کردن
      </button>
      <button type="button">دکمه‌ی پشت</button>
      <Dialog open={open} labelledBy="title" onDismiss={() => setOpen(false)}>
        <h2 id="title">انتخاب ساعت</h2>
        <button type="button" data-autofocus>
          تایید
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          انصراف
        </button>
      </Dialog>
    </main>
  );
}

describe("Dialog in chromium", () => {
  it("is modal (focus trapped, page inert), passes axe, and gives focus back on Escape", async () => {
    render(<Page />);
    const opener = screen.getByRole("button", { name: "باز کردن" });
    await userEvent.click(opener);
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.matches(":modal")).toBe(true);
    expect(screen.getByRole("button", { name: "تایید" })).toHaveFocus();

    // Tab cycles inside the dialog (and the browser chrome), never onto the page behind it.
    const visited = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      await userEvent.keyboard("{Tab}");
      if (document.activeElement instanceof HTMLElement)
        visited.add(document.activeElement.textContent ?? "");
    }
    expect(visited.has("دکمه‌ی پشت")).toBe(false);
    expect(visited.has("انصراف")).toBe(true);
    // The page behind is inert: a click there does not reach its button.
    const behind = screen.getByRole("button", { name: "دکمه‌ی پشت", hidden: true });
    const rect = behind.getBoundingClientRect();
    expect(document.elementFromPoint(rect.x + 2, rect.y + 2)?.closest("dialog")).not.toBeNull();

    const results = await axe.run(document.body);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await userEvent.keyboard("{Escape}");
    expect(document.querySelector("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });
});
