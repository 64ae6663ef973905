import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("TextAreaField (input type 2, text data)", () => {
  it("renders a multi-line field and keeps line breaks", async () => {
    const form = await renderForm([fixtureElements.textarea]);
    const area = screen.getByLabelText("توضیحات");
    expect(area.tagName).toBe("TEXTAREA");
    await form.user.type(area, "خط یک{enter}خط دو");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e102_about: "خط یک\nخط دو", form_id: 1 });
  });
  it("lets typed text take its own direction (Latin is not scrambled right to left)", async () => {
    const form = await renderForm([fixtureElements.textarea]);
    const area = screen.getByLabelText("توضیحات");
    expect(area).not.toHaveAttribute("dir");
    await form.user.type(area, "John@");
    expect(area).toHaveAttribute("dir", "auto");
  });
  it("is optional: an empty submit goes through with an empty string", async () => {
    const form = await renderForm([fixtureElements.textarea]);
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e102_about: "", form_id: 1 });
  });
});
