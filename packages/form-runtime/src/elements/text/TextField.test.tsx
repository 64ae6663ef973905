import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("TextField (input type 1)", () => {
  it("is labelled, described by its help text and submits under e{id}_{name}", async () => {
    const form = await renderForm([fixtureElements.text]);
    const input = screen.getByLabelText(/عنوان خدمت/);
    expect(input).toHaveAccessibleDescription("نامی که مشتری می‌بیند");
    await form.user.type(input, "تالار");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e101_title: "تالار", form_id: 1 });
  });

  it("shows REQUIRED on an empty submit, focuses the field and clears the error on edit", async () => {
    const form = await renderForm([fixtureElements.text]);
    await form.pressSubmit();
    const input = screen.getByLabelText(/عنوان خدمت/);
    expect(await screen.findByText("پر کردن این فیلد الزامی می باشد")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toContain("-error");
    expect(input).toHaveFocus();
    expect(form.submit).not.toHaveBeenCalled();
    await form.user.type(input, "a");
    await waitFor(() =>
      expect(screen.queryByText("پر کردن این فیلد الزامی می باشد")).not.toBeInTheDocument(),
    );
    expect(input).toHaveAttribute("aria-invalid", "false");
  });

  it("lets typed text take its own direction (Latin is not scrambled right to left)", async () => {
    const form = await renderForm([fixtureElements.text]);
    const input = screen.getByLabelText(/عنوان خدمت/);
    expect(input).not.toHaveAttribute("dir");
    await form.user.type(input, "John@");
    expect(input).toHaveAttribute("dir", "auto");
  });

  it("is disabled when the form is", async () => {
    await renderForm([fixtureElements.text], { disabled: true });
    expect(screen.getByLabelText(/عنوان خدمت/)).toBeDisabled();
  });

  // Issue 26 item 13 and the sheba's keyboard: a fixed IR, digits, the bank live, the check digits marked in place.
  const sheba = {
    id: 9007,
    name: "sheba",
    caption: "شماره شبا",
    input_type: 1,
    data_type: 1,
    required_field: 1,
    setting: { shaba_field: true },
    status_id: 1,
  };

  it("a sheba field takes digits after a fixed IR, names the bank as it is typed and marks bad check digits", async () => {
    const form = await renderForm([sheba]);
    const input = screen.getByLabelText(/شماره شبا/);
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByText("IR")).toBeInTheDocument();
    await form.user.type(input, "00054");
    expect(input).toHaveValue("00054");
    expect(await screen.findByText("بانک پارسیان")).toBeInTheDocument();
    await form.user.clear(input);
    await form.user.type(input, "000000000000000000000000");
    await form.pressSubmit();
    expect(await screen.findByText("شماره شبا معتبر نیست؛ آن را دوباره بررسی کنید")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(form.submit).not.toHaveBeenCalled();
    await form.user.clear(input);
    await form.user.paste("IR82 0540 1026 8002 0817 9090 02");
    await form.pressSubmit();
    await waitFor(() =>
      expect(form.lastBody()).toEqual({ e9007_sheba: "IR820540102680020817909002", form_id: 1 }),
    );
  });

  const landline = {
    id: 120,
    name: "landline",
    caption: "تلفن ثابت",
    input_type: 1,
    data_type: 1,
    validation_id: 4,
  };
  const landlineRule = {
    id: 4,
    regex: "^0[1-8][0-9]{9}$",
    message: "تلفن ثابت را با کد شهر و به صورت ۱۱ رقم وارد کنید.",
  };

  it("gives a field whose rule takes digits only the digit keyboard and Persian digits, sending Latin (issue 26 items 11, extras)", async () => {
    const form = await renderForm([landline], { validations: [landlineRule] });
    const input = screen.getByLabelText(/تلفن ثابت/);
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).toHaveAttribute("dir", "ltr");
    await form.user.type(input, "0513۸001234");
    expect(input).toHaveValue("۰۵۱۳۸۰۰۱۲۳۴");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e120_landline: "05138001234", form_id: 1 });
  });

  it("reads a landline written with a hyphen or spaces, and sends its digits alone", async () => {
    for (const typed of ["۰۵۱-۳۸۰۰۰۰۰۰", "051 3800 0000"]) {
      const form = await renderForm([landline], { validations: [landlineRule] });
      const input = screen.getByLabelText(/تلفن ثابت/);
      await form.user.click(input);
      await form.user.paste(typed);
      await form.pressSubmit();
      expect(screen.queryByText(landlineRule.message)).not.toBeInTheDocument();
      expect(form.lastBody()).toEqual({ e120_landline: "05138000000", form_id: 1 });
      form.unmount();
    }
  });

  it("keeps a letters field on the text keyboard, showing what was typed", async () => {
    await renderForm([fixtureElements.text]);
    const input = screen.getByLabelText(/عنوان خدمت/);
    expect(input).not.toHaveAttribute("inputmode");
    expect(input).not.toHaveAttribute("dir");
  });

  it("shows the rule's own message for REGEX, and the generic text for a rule without one (issue 26 item 12)", async () => {
    const form = await renderForm([landline], { validations: [landlineRule] });
    await form.user.type(screen.getByLabelText(/تلفن ثابت/), "123");
    await form.pressSubmit();
    expect(await screen.findByText("تلفن ثابت را با کد شهر و به صورت ۱۱ رقم وارد کنید.")).toBeInTheDocument();
    expect(screen.queryByText("مقدار وارد شده معتبر نمی باشد")).not.toBeInTheDocument();
    form.unmount();

    const bare = await renderForm([landline], { validations: [{ id: 4, regex: "^0[1-8][0-9]{9}$" }] });
    await bare.user.type(screen.getByLabelText(/تلفن ثابت/), "123");
    await bare.pressSubmit();
    expect(await screen.findByText("مقدار وارد شده معتبر نمی باشد")).toBeInTheDocument();
  });
});
