import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("NumericField in chromium", () => {
  it("reads «120 نفر» under «ظرفیت (نفر)»; a whole value replaced by refused text keeps the value before it", async () => {
    const form = await renderForm([{ ...fixtureElements.numeric, caption: "ظرفیت (نفر)" }]);
    const input = screen.getByRole("textbox", { name: /ظرفیت/ });
    // fill replaces the whole value in one input event, as a paste over a selection does
    await userEvent.fill(input, "120 نفر");
    expect(input).toHaveValue("۱۲۰");
    await userEvent.fill(input, "١٢٠abc");
    expect(input).toHaveValue("۱۲۰");
    expect(screen.getByRole("alert")).toHaveTextContent("فقط رقم وارد کنید");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e103_capacity: 120, form_id: 1 });
  });
});
