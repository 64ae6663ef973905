import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("CheckboxField (input type 4)", () => {
  it("sends true when ticked and false otherwise", async () => {
    const form = await renderForm([fixtureElements.checkbox]);
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e104_parking: false, form_id: 1 });
    await form.user.click(screen.getByRole("checkbox", { name: "پارکینگ دارد" }));
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e104_parking: true, form_id: 1 });
  });
  it("must be ticked when required", async () => {
    const form = await renderForm([{ ...fixtureElements.checkbox, required_field: 1 }]);
    await form.pressSubmit();
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("انتخاب این گزینه الزامی است")).toBeInTheDocument();
  });
});
