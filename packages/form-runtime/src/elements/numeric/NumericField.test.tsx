import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("NumericField (numeric data type)", () => {
  it("normalises Persian and Arabic digits and thousands separators, and sends an integer", async () => {
    const form = await renderForm([fixtureElements.numeric]);
    const input = screen.getByLabelText(/ظرفیت/);
    expect(input).toHaveAttribute("inputmode", "numeric");
    await form.user.type(input, "۱۲٣");
    expect(input).toHaveValue("۱۲۳");
    await form.user.clear(input);
    await form.user.paste("۱٬۲۵۰");
    expect(input).toHaveValue("۱۲۵۰");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e103_capacity: 1250, form_id: 1 });
  });
  it("refuses a negative number with a message instead of dropping the minus, keeping the value before it", async () => {
    const form = await renderForm([fixtureElements.numeric]);
    const input = screen.getByLabelText(/ظرفیت/);
    await form.user.type(input, "-5");
    expect(input).toHaveValue("۵");
    expect(screen.getByRole("alert")).toHaveTextContent("فقط عدد مثبت وارد کنید");
    await form.user.tab();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await form.user.clear(input);
    await form.user.type(input, "۱۲");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await form.user.paste("-5");
    expect(input).toHaveValue("۱۲");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("فقط عدد مثبت وارد کنید");
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
  });
  it("refuses letters and a decimal point with their own messages", async () => {
    const form = await renderForm([fixtureElements.numeric]);
    const input = screen.getByLabelText(/ظرفیت/);
    await form.user.type(input, "۱۲a");
    expect(input).toHaveValue("۱۲");
    expect(screen.getByRole("alert")).toHaveTextContent("فقط رقم وارد کنید");
    await form.user.type(input, "٫");
    expect(input).toHaveValue("۱۲");
    expect(screen.getByRole("alert")).toHaveTextContent("فقط عدد صحیح و بدون اعشار وارد کنید");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e103_capacity: 12, form_id: 1 });
  });
  it("reads a pasted number with the unit its caption names, and a refused paste keeps the value before it", async () => {
    const form = await renderForm([{ ...fixtureElements.numeric, caption: "ظرفیت (نفر)" }]);
    const input = screen.getByLabelText(/ظرفیت/);
    await form.user.click(input);
    await form.user.paste("120 نفر");
    expect(input).toHaveValue("۱۲۰");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await form.user.tripleClick(input);
    await form.user.paste("٣٠٠abc");
    expect(input).toHaveValue("۱۲۰");
    expect(screen.getByRole("alert")).toHaveTextContent("فقط رقم وارد کنید");
    await form.user.tripleClick(input);
    await form.user.paste("نفر");
    expect(input).toHaveValue("۱۲۰");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e103_capacity: 120, form_id: 1 });
  });
  it("shows Latin digits typed as Persian ones, and sends Latin (issue 26 item 11)", async () => {
    const form = await renderForm([fixtureElements.numeric]);
    const input = screen.getByLabelText(/ظرفیت/);
    await form.user.type(input, "45");
    expect(input).toHaveValue("۴۵");
    await form.user.type(input, "{Backspace}6");
    expect(input).toHaveValue("۴۶");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e103_capacity: 46, form_id: 1 });
  });
  it("fails REGEX against the server pattern of its validation_id", async () => {
    const form = await renderForm([fixtureElements.numeric]);
    await form.user.type(screen.getByLabelText(/ظرفیت/), "12345");
    await form.pressSubmit();
    expect(await screen.findByText("مقدار وارد شده معتبر نمی باشد")).toBeInTheDocument();
    expect(form.submit).not.toHaveBeenCalled();
  });
});
