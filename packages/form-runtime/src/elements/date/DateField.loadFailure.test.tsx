import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

// The picker's chunk cannot be fetched (offline, or the app was updated under an open page).
vi.mock("./DatePickerDialog", () => {
  throw new Error("chunk unavailable");
});

describe("DateField when the picker cannot load", () => {
  it("says so in Persian, keeps the value and the button, and tries again on the next tap", async () => {
    const saved = 1710880200;
    const form = await renderForm([fixtureElements.date], { content: { fields: { e110_founded: saved } } });
    const toggle = screen.getByRole("button", { name: /تاریخ تاسیس/ });
    await form.user.click(toggle);
    expect(await screen.findByRole("alert")).toHaveTextContent("تقویم باز نشد. لطفا دوباره تلاش کنید.");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).toBeNull();
    await form.user.click(toggle);
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e110_founded: saved, form_id: 1 });
  });
});
