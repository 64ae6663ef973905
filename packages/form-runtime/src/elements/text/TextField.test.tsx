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
});
