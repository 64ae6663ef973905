import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("NumericField (numeric data type)", () => {
  it("keeps digits only, normalises Persian digits and sends an integer", async () => {
    const form = await renderForm([fixtureElements.numeric]);
    const input = screen.getByLabelText(/ظرفیت/);
    expect(input).toHaveAttribute("inputmode", "numeric");
    await form.user.type(input, "۱۲a٣");
    expect(input).toHaveValue("۱۲۳");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e103_capacity: 123, form_id: 1 });
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
