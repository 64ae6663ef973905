import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { TimetableEditor } from "./TimetableEditor";

describe("TimetableEditor in chromium", () => {
  it("highlights the first failing period on its own day tab", async () => {
    const onSave = vi.fn();
    render(
      <TimetableEditor
        initial={{
          active_all_time: false,
          periods: [
            { day: 0, from: "08:00", to: "12:00" },
            { day: 5, from: "", to: "" },
            { day: 2, from: "10:00", to: "11:00" },
            { day: 2, from: "15:00", to: "14:00" },
          ],
        }}
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(onSave).not.toHaveBeenCalled();
    const monday = screen.getByRole("tab", { name: /^دوشنبه/ });
    expect(monday).toHaveAttribute("aria-selected", "true");
    const rows = within(screen.getByRole("tabpanel")).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveAttribute("data-invalid", "true");
    expect(getComputedStyle(rows[1] as HTMLElement).borderTopColor).toBe("rgb(179, 38, 30)");
    expect(getComputedStyle(rows[0] as HTMLElement).borderTopColor).not.toBe("rgb(179, 38, 30)");
    expect(within(rows[1] as HTMLElement).getByRole("alert")).toHaveTextContent(
      "ساعت پایان باید بعد از ساعت شروع باشد",
    );
  });

  it("sets a time with the wheels by scrolling, clicking and the keyboard", async () => {
    const onSave = vi.fn();
    render(
      <TimetableEditor
        initial={{ active_all_time: false, periods: [{ day: 0, from: "", to: "" }] }}
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: /از ساعت/ }));
    const hours = screen.getByRole("listbox", { name: "ساعت" });
    // A swipe or wheel scroll: the value centred when scrolling settles is chosen (44 px per value).
    hours.scrollTop = 9 * 44;
    await waitFor(() =>
      expect(within(hours).getByRole("option", { selected: true })).toHaveTextContent("۰۹"),
    );
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(within(hours).getByRole("option", { selected: true })).toHaveTextContent("۱۰"),
    );
    const minutes = screen.getByRole("listbox", { name: "دقیقه" });
    await userEvent.click(within(minutes).getByRole("option", { name: "۱۵" }));
    await userEvent.click(screen.getByRole("button", { name: "تایید" }));
    expect(screen.getByRole("button", { name: /از ساعت/ })).toHaveTextContent("۱۰:۱۵");
  });
});
