import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Timetable } from "../core/types";
import { createMemoryModuleAdapters } from "../testing/memoryModuleAdapters";
import { memoryStorage } from "../testing/memoryStorage";
import { TimetableEditor } from "./TimetableEditor";
import { TimetableModule } from "./TimetableModule";

// Whole user flows (open, wait, type, submit) on a machine shared by several jobs: 5 s is too tight.
const FLOW_TIMEOUT = 20_000;

const tab = (name: string) => screen.getByRole("tab", { name: new RegExp(`^${name}`) });

describe("TimetableEditor", { timeout: FLOW_TIMEOUT }, () => {
  it("shows weekday tabs from Saturday to Friday and switches days with the arrow keys (right to left)", async () => {
    const user = userEvent.setup({ delay: null });
    render(<TimetableEditor onSave={vi.fn()} />);
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "شنبه",
      "یکشنبه",
      "دوشنبه",
      "سه‌شنبه",
      "چهارشنبه",
      "پنجشنبه",
      "جمعه",
    ]);
    expect(tab("شنبه")).toHaveAttribute("aria-selected", "true");
    tab("شنبه").focus();
    await user.keyboard("{ArrowLeft}");
    expect(tab("یکشنبه")).toHaveAttribute("aria-selected", "true");
    expect(tab("یکشنبه")).toHaveFocus();
    await user.keyboard("{End}");
    expect(tab("جمعه")).toHaveAttribute("aria-selected", "true");
  });

  it("adds a period and sets its times with the wheels by keyboard and by click", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => undefined);
    render(<TimetableEditor onSave={onSave} />);
    await user.click(tab("دوشنبه"));
    await user.click(screen.getByRole("button", { name: "افزودن زمان" }));

    await user.click(screen.getByRole("button", { name: /از ساعت/ }));
    const dialog = screen.getByRole("dialog", { name: "دوشنبه، از ساعت" });
    const hours = within(dialog).getByRole("listbox", { name: "ساعت" });
    expect(hours).toHaveFocus();
    await user.keyboard(
      "{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}",
    );
    expect(within(hours).getByRole("option", { selected: true })).toHaveTextContent("۰۸");
    await user.click(within(dialog).getByRole("option", { name: "۳۰" }));
    await user.click(within(dialog).getByRole("button", { name: "تایید" }));
    expect(screen.getByRole("button", { name: /از ساعت/ })).toHaveTextContent("۰۸:۳۰");

    await user.click(screen.getByRole("button", { name: /تا ساعت/ }));
    const toDialog = screen.getByRole("dialog");
    await user.keyboard("{End}");
    await user.click(within(toDialog).getByRole("button", { name: "تایید" }));

    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(onSave).toHaveBeenCalledWith({
      active_all_time: false,
      periods: [{ day: 2, from: "08:30", to: "23:00" }],
    });
  });

  it("highlights the first failing period and selects its day tab", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(
      <TimetableEditor
        initial={{
          active_all_time: false,
          periods: [
            { day: 0, from: "08:00", to: "12:00" },
            { day: 3, from: "09:00", to: "10:00" },
            { day: 3, from: "12:00", to: "11:00" },
            { day: 5, from: "", to: "" },
          ],
        }}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(tab("سه‌شنبه")).toHaveAttribute("aria-selected", "true");
    const rows = screen.getAllByRole("listitem");
    expect(rows[0]).not.toHaveAttribute("data-invalid");
    expect(rows[1]).toHaveAttribute("data-invalid", "true");
    expect(within(rows[1] as HTMLElement).getByRole("alert")).toHaveTextContent(
      "ساعت پایان باید بعد از ساعت شروع باشد",
    );
    expect(within(rows[1] as HTMLElement).getAllByRole("button")[0]).toHaveFocus();

    await user.click(within(rows[1] as HTMLElement).getByRole("button", { name: "حذف" }));
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(tab("پنجشنبه")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("شروع و پایان باید مقدار داشته باشند");
  });

  it("refuses an empty week outside 24-hour mode with a message and the add button focused (issue 26 item 23)", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => undefined);
    render(<TimetableEditor onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("هیچ زمانی ثبت نشده است");
    expect(screen.getByRole("button", { name: "افزودن زمان" })).toHaveFocus();
    // 24-hour mode needs no period
    await user.click(screen.getByRole("checkbox", { name: /۲۴ ساعته/ }));
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(onSave).toHaveBeenCalledWith({ active_all_time: true, periods: [] });
  });

  it("offers presets while the week is empty and copies one day's hours to chosen days", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async (_timetable: Timetable) => undefined);
    render(<TimetableEditor onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "شنبه تا پنج‌شنبه، ۸ تا ۱۷" }));
    expect(screen.queryByRole("group", { name: "ساعت‌های آماده" })).not.toBeInTheDocument();
    expect(tab("شنبه")).toHaveTextContent("۱");
    expect(tab("جمعه").textContent).toBe("جمعه");

    // Saturday's hours onto Friday only.
    await user.click(screen.getByRole("button", { name: "کپی ساعت‌های شنبه به روزهای دیگر" }));
    const dialog = screen.getByRole("dialog", { name: "کپی ساعت‌های شنبه" });
    expect(within(dialog).getByRole("button", { name: "کپی کن" })).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: "جمعه" }));
    await user.click(within(dialog).getByRole("button", { name: "کپی کن" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(tab("جمعه")).toHaveTextContent("۱");
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved?.periods).toHaveLength(7);
    expect(saved?.periods.at(-1)).toEqual({ day: 6, from: "08:00", to: "17:00" });
  });

  it("in 24-hour mode needs no periods and validates none", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => undefined);
    render(
      <TimetableEditor
        initial={{ active_all_time: false, periods: [{ day: 1, from: "", to: "" }] }}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole("checkbox", { name: /۲۴ ساعته/ }));
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(onSave).toHaveBeenCalledWith({ active_all_time: true, periods: [{ day: 1, from: "", to: "" }] });
  });

  it("closes the time picker with Escape without changing the period", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <TimetableEditor
        initial={{ active_all_time: false, periods: [{ day: 0, from: "10:00", to: "" }] }}
        onSave={vi.fn()}
      />,
    );
    await user.click(screen.getByRole("button", { name: /از ساعت/ }));
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /از ساعت/ })).toHaveTextContent("۱۰:۰۰");
  });
});

describe("TimetableModule", { timeout: FLOW_TIMEOUT }, () => {
  it("keeps the typed timetable on the device across a remount (a reload) and clears it once saved", async () => {
    const user = userEvent.setup({ delay: null });
    const storage = memoryStorage();
    const draft = { key: "timetable-draft", storage };
    const adapters = createMemoryModuleAdapters({
      fields: { timeline: { timetable: { active_all_time: false, periods: [] } } },
    });
    const first = render(<TimetableModule adapters={adapters} draft={draft} />);
    const allTime = await screen.findByRole("checkbox", { name: /۲۴ ساعته/ });
    expect(storage.map.size).toBe(0);
    await user.click(allTime);
    first.unmount();

    const onSaved = vi.fn();
    render(<TimetableModule adapters={adapters} draft={draft} onSaved={onSaved} />);
    expect(await screen.findByRole("checkbox", { name: /۲۴ ساعته/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(adapters.saved).toEqual([{ timeline: { timetable: { active_all_time: true, periods: [] } } }]);
    expect(storage.map.size).toBe(0);
  });

  it("loads module 3 and saves timeline.timetable (24-hour mode keeps only complete periods)", async () => {
    const user = userEvent.setup({ delay: null });
    const adapters = createMemoryModuleAdapters({
      fields: {
        timeline: {
          timetable: {
            active_all_time: true,
            periods: [
              { day: 0, from: "08:00", to: "09:00" },
              { day: 1, from: "", to: "" },
            ],
          },
        },
      },
    });
    render(<TimetableModule adapters={adapters} />);
    await user.click(await screen.findByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() => expect(adapters.saved).toHaveLength(1));
    expect(adapters.loaded).toEqual([3]);
    expect(adapters.saved[0]).toEqual({
      timeline: { timetable: { active_all_time: true, periods: [{ day: 0, from: "08:00", to: "09:00" }] } },
    });
  });
});
