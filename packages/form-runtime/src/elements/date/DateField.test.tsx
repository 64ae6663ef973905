import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { jalaliDayOf, secondsOfJalaliDay } from "../../core/jalali";
import { fixtureElements } from "../../testing/serverElements";

afterEach(() => vi.useRealTimers());

/** Taps the date button and waits for the picker: its code is a chunk of its own, loaded after the field mounts. */
async function openPicker(form: Awaited<ReturnType<typeof renderForm>>, toggle?: HTMLElement) {
  await form.user.click(toggle ?? screen.getByRole("button", { name: /تاریخ تاسیس/ }));
  return screen.findByRole("dialog", { name: "انتخاب تاریخ" });
}

// Each test opens the picker and types through it: slow on a loaded 2-core machine, not a performance measure.
describe("DateField (input types 13 and 14)", { timeout: 20_000 }, () => {
  it("picks a Jalali day from a Persian month grid starting on Saturday and sends unix seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2024-04-10T08:00:00Z") });
    const form = await renderForm([{ ...fixtureElements.date, setting: null }]);
    expect(await openPicker(form)).toBeInTheDocument();
    const grid = screen.getByRole("grid", { name: "فروردین ۱۴۰۳" });
    expect(within(grid).getAllByRole("columnheader")[0]).toHaveTextContent("ش");
    await form.user.click(within(grid).getByRole("button", { name: "۱۴۰۳/۰۱/۱۵" }));
    expect(screen.getByRole("button", { name: /تاریخ تاسیس/ })).toHaveTextContent("۱۴۰۳/۰۱/۱۵");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({
      e110_founded: secondsOfJalaliDay({ year: 1403, month: 0, day: 15 }),
      form_id: 1,
    });
  });

  it("gives focus back to the date button after a pick, Escape or clearing (the control focused is removed)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2024-04-10T08:00:00Z") });
    const form = await renderForm([{ ...fixtureElements.date, setting: null }]);
    const toggle = screen.getByRole("button", { name: /تاریخ تاسیس/ });
    await openPicker(form, toggle);
    await form.user.click(screen.getByRole("button", { name: "۱۴۰۳/۰۱/۱۵" }));
    expect(toggle).toHaveFocus();
    await openPicker(form, toggle);
    await form.user.click(screen.getByRole("button", { name: "ماه قبل" }));
    await form.user.keyboard("{Escape}");
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await form.user.click(screen.getByRole("button", { name: "پاک کردن" }));
    expect(toggle).toHaveTextContent("انتخاب تاریخ");
    expect(toggle).toHaveFocus();
  });

  it("refuses future days with the no-future limit", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2024-04-10T08:00:00Z") });
    const form = await renderForm([fixtureElements.date]);
    await openPicker(form);
    expect(screen.getByRole("button", { name: "۱۴۰۳/۰۱/۲۲" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "۱۴۰۳/۰۱/۲۳" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "ماه بعد" })).toBeDisabled();
  });

  it("shows a saved date, clears it, and is disabled with the form", async () => {
    const saved = secondsOfJalaliDay({ year: 1402, month: 6, day: 1 });
    const form = await renderForm([fixtureElements.date], { content: { fields: { e110_founded: saved } } });
    expect(screen.getByRole("button", { name: /تاریخ تاسیس/ })).toHaveTextContent("۱۴۰۲/۰۷/۰۱");
    await form.user.click(screen.getByRole("button", { name: "پاک کردن" }));
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e110_founded: null, form_id: 1 });
  });

  it("jumps 20 years back with the year and month lists: a birth date in a few actions", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2024-04-10T08:00:00Z") });
    const form = await renderForm([fixtureElements.date]);
    await openPicker(form);
    await form.user.selectOptions(screen.getByRole("combobox", { name: "سال" }), "1383");
    await form.user.selectOptions(screen.getByRole("combobox", { name: "ماه" }), "مهر");
    expect(screen.getByRole("grid", { name: "مهر ۱۳۸۳" })).toBeInTheDocument();
    await form.user.click(screen.getByRole("button", { name: "۱۳۸۳/۰۷/۰۹" }));
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({
      e110_founded: secondsOfJalaliDay({ year: 1383, month: 6, day: 9 }),
      form_id: 1,
    });
  });

  it("moves the focused day with the keyboard (right to left) and picks it with Enter", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2024-04-10T08:00:00Z") });
    const form = await renderForm([{ ...fixtureElements.date, setting: null }]);
    await openPicker(form);
    // Today (1403/01/22) holds the only tab stop and has focus.
    expect(screen.getByRole("button", { name: "۱۴۰۳/۰۱/۲۲" })).toHaveFocus();
    await form.user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("button", { name: "۱۴۰۳/۰۱/۲۳" })).toHaveFocus();
    await form.user.keyboard("{ArrowUp}");
    expect(screen.getByRole("button", { name: "۱۴۰۳/۰۱/۱۶" })).toHaveFocus();
    await form.user.keyboard("{PageDown}");
    expect(screen.getByRole("button", { name: "۱۴۰۳/۰۲/۱۶" })).toHaveFocus();
    await form.user.keyboard("{Shift>}{PageUp}{/Shift}");
    expect(screen.getByRole("grid", { name: "اردیبهشت ۱۴۰۲" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "۱۴۰۲/۰۲/۱۶" })).toHaveFocus();
    await form.user.keyboard("{Home}");
    expect(document.activeElement?.getAttribute("tabindex")).toBe("0");
    await form.user.keyboard("{End}{Enter}");
    const picked = screen.getByRole("button", { name: /تاریخ تاسیس/ });
    expect(picked).toHaveFocus();
    expect(picked.textContent).toMatch(/^۱۴۰۲\/۰۲\//);
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
  });

  it("takes today and the no-future limit from the now() adapter (the server's clock), not the device", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2024-04-10T08:00:00Z") });
    // The device clock is a month ahead of the server.
    const serverNow = Date.parse("2024-03-10T08:00:00Z");
    const form = await renderForm([fixtureElements.date], { adapters: { now: () => serverNow } });
    await openPicker(form);
    const today = jalaliDayOf(serverNow / 1000);
    expect(today).toEqual({ year: 1402, month: 11, day: 20 });
    expect(screen.getByRole("button", { name: "۱۴۰۲/۱۲/۲۰" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "۱۴۰۲/۱۲/۲۱" })).toBeDisabled();
    await form.user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "۱۴۰۲/۱۲/۲۰" })).toHaveFocus();
  });
});
