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
    expect(screen.getByLabelText("نام فروشگاه")).toHaveAttribute("aria-invalid", "true");
  });
});
