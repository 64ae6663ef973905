import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { expectVisibleFocus, tabTo } from "../../../test/keyboard";
import { TimetableEditor } from "./TimetableEditor";

const selected = (name: string) =>
  within(screen.getByRole("listbox", { name })).getByRole("option", { selected: true });

describe("time wheels, keyboard only", () => {
  it("opens from its button, sets hour and minute with arrows, confirms and returns focus", async () => {
    render(
      <TimetableEditor
        initial={{ active_all_time: false, periods: [{ day: 0, from: "", to: "" }] }}
        onSave={vi.fn()}
      />,
    );
    const from = screen.getByRole("button", { name: /از ساعت/ });
    await tabTo(from);
    expectVisibleFocus(from);
    await userEvent.keyboard("{Enter}");

    const hours = screen.getByRole("listbox", { name: "ساعت" });
    expectVisibleFocus(hours);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await vi.waitFor(() => expect(selected("ساعت")).toHaveTextContent("۰۳"));
    await userEvent.keyboard("{Tab}");
    const minutes = screen.getByRole("listbox", { name: "دقیقه" });
    expectVisibleFocus(minutes);
    await userEvent.keyboard("{ArrowUp}");
    await vi.waitFor(() => expect(selected("دقیقه")).toHaveTextContent("۵۹"));

    const confirm = screen.getByRole("button", { name: "تایید" });
    await tabTo(confirm);
    expectVisibleFocus(confirm);
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(from).toHaveFocus();
    expect(from).toHaveTextContent("۰۳:۵۹");
  });

  it("closes on Escape, keeping the time it had, focus back on its button", async () => {
    render(
      <TimetableEditor
        initial={{ active_all_time: false, periods: [{ day: 0, from: "08:30", to: "" }] }}
        onSave={vi.fn()}
      />,
    );
    const from = screen.getByRole("button", { name: /از ساعت/ });
    await tabTo(from);
    await userEvent.keyboard("{Enter}{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(from).toHaveFocus();
    expect(from).toHaveTextContent("۰۸:۳۰");
  });
});
