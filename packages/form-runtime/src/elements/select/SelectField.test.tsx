import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("SelectField (input type 5)", () => {
  it("offers active enumerations of its parent by priority and sends the enumeration id", async () => {
    const form = await renderForm([fixtureElements.select]);
    const select = screen.getByLabelText(/نوع مراسم/);
    const titles = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(titles).toEqual(["انتخاب کنید", "ختم", "عقد"]);
    await form.user.selectOptions(select, "عقد");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e105_ceremony: 61, form_id: 1 });
  });
  it("is required: no choice fails REQUIRED", async () => {
    const form = await renderForm([fixtureElements.select]);
    await form.pressSubmit();
    expect(screen.getByLabelText(/نوع مراسم/)).toHaveAttribute("aria-invalid", "true");
  });
});
