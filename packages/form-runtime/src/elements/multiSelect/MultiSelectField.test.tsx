import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("MultiSelectField (input type 7)", () => {
  it("sends a list in option order whatever the click order", async () => {
    const form = await renderForm([fixtureElements.multiSelect]);
    expect(screen.getByRole("group", { name: "خدمات" })).toBeInTheDocument();
    await form.user.click(screen.getByRole("checkbox", { name: "گل‌آرایی" }));
    await form.user.click(screen.getByRole("checkbox", { name: "پذیرایی" }));
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e106_services: ["food", "flowers"], form_id: 1 });
    await form.user.click(screen.getByRole("checkbox", { name: "پذیرایی" }));
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e106_services: ["flowers"], form_id: 1 });
  });
  it("shows the failure-fields placeholder for a non-list saved value", async () => {
    const form = await renderForm([fixtureElements.multiSelect], {
      content: { fields: { e106_services: "food" } },
    });
    expect(screen.getByText(/مقدار ذخیره‌شده با نوع فیلد سازگار نیست/)).toBeInTheDocument();
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e106_services: "food", form_id: 1 });
  });
  it("fails REQUIRED on an empty list", async () => {
    const form = await renderForm([{ ...fixtureElements.multiSelect, required_field: 1 }]);
    await form.pressSubmit();
    expect(screen.getByText("پر کردن این فیلد الزامی می باشد")).toBeInTheDocument();
  });
});
