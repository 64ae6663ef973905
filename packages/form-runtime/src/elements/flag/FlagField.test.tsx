import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("FlagField (input type 15)", () => {
  it("sends 1 or 0", async () => {
    const form = await renderForm([fixtureElements.flag]);
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e111_vendor: 0, form_id: 1 });
    await form.user.click(screen.getByRole("checkbox", { name: "فروشنده هستم" }));
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e111_vendor: 1, form_id: 1 });
  });
  it("as the vendor field makes vendor-marked fields required", async () => {
    const form = await renderForm([fixtureElements.flag, fixtureElements.vendorOnly]);
    await form.pressSubmit();
    expect(form.submit).toHaveBeenCalledTimes(1);
    await form.user.click(screen.getByRole("checkbox", { name: "فروشنده هستم" }));
    await form.pressSubmit();
    expect(form.submit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/نام فروشگاه/)).toHaveAttribute("aria-invalid", "true");
  });

  it("marks the vendor-marked field required while the vendor field is ticked (issue 26 item 18)", async () => {
    const form = await renderForm([fixtureElements.flag, fixtureElements.vendorOnly]);
    const shop = () => screen.getByLabelText(/نام فروشگاه/);
    expect(shop()).not.toHaveAttribute("aria-required");
    expect(document.querySelector(".fr-required")).toBeNull();
    await form.user.click(screen.getByRole("checkbox", { name: "فروشنده هستم" }));
    expect(shop()).toHaveAttribute("aria-required", "true");
    expect(screen.getByText("نام فروشگاه", { exact: false }).closest("label")).toHaveTextContent(
      "نام فروشگاه *",
    );
    await form.user.click(screen.getByRole("checkbox", { name: "فروشنده هستم" }));
    expect(shop()).not.toHaveAttribute("aria-required");
  });

  it("asks to tick a required 0/1 checkbox, not to fill it (issue 26 item 18)", async () => {
    await renderForm([{ ...fixtureElements.flag, required_field: true }]).then((form) => form.pressSubmit());
    expect(screen.getByText("انتخاب این گزینه الزامی است")).toBeInTheDocument();
    expect(screen.queryByText("پر کردن این فیلد الزامی می باشد")).not.toBeInTheDocument();
  });
});
