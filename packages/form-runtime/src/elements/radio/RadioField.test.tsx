import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("RadioField (input type 8)", () => {
  it("is a labelled radio group and sends the option value with its type", async () => {
    const form = await renderForm([fixtureElements.radio]);
    expect(screen.getByRole("radiogroup", { name: "جنسیت مهمانان" })).toBeInTheDocument();
    await form.user.click(screen.getByRole("radio", { name: "بانوان" }));
    expect(screen.getByRole("radio", { name: "بانوان" })).toBeChecked();
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e107_gender: 2, form_id: 1 });
  });
  it("pre-selects a saved value sent as text", async () => {
    await renderForm([fixtureElements.radio], { content: { fields: { e107_gender: "1" } } });
    expect(screen.getByRole("radio", { name: "آقایان" })).toBeChecked();
  });
  it("fails with the spec's 'other' message when a saved choice is no longer offered", async () => {
    const form = await renderForm([fixtureElements.radio], { content: { fields: { e107_gender: 9 } } });
    await form.pressSubmit();
    expect(screen.getByText("خطای مقدار فیلد !")).toBeInTheDocument();
    expect(form.submit).not.toHaveBeenCalled();
  });
});
