import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { secondsOfJalaliDay } from "../../core/jalali";
import { fixtureElements } from "../../fixtures/serverElements";

afterEach(() => vi.useRealTimers());

describe("DateField (input types 13 and 14)", () => {
  it("picks a Jalali day from a Persian month grid starting on Saturday and sends unix seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2024-04-10T08:00:00Z") });
    const form = await renderForm([{ ...fixtureElements.date, setting: null }]);
    await form.user.click(screen.getByRole("button", { name: /تاریخ تاسیس/ }));
    expect(screen.getByText("فروردین ۱۴۰۳")).toBeInTheDocument();
    const grid = screen.getByRole("group", { name: "فروردین 1403" });
    expect(grid.firstElementChild).toHaveTextContent("ش");
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
    await form.user.click(toggle);
    await form.user.click(screen.getByRole("button", { name: "۱۴۰۳/۰۱/۱۵" }));
    expect(toggle).toHaveFocus();
    await form.user.click(toggle);
    await form.user.click(screen.getByRole("button", { name: "ماه قبل" }));
    await form.user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: /1403/ })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await form.user.click(screen.getByRole("button", { name: "پاک کردن" }));
    expect(toggle).toHaveTextContent("انتخاب تاریخ");
    expect(toggle).toHaveFocus();
  });

  it("refuses future days with the no-future limit", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2024-04-10T08:00:00Z") });
    const form = await renderForm([fixtureElements.date]);
    await form.user.click(screen.getByRole("button", { name: /تاریخ تاسیس/ }));
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
});
