import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("StaticField (input type 30)", () => {
  it("shows nothing and sends its value under the plain name", async () => {
    const form = await renderForm([fixtureElements.static, fixtureElements.textarea]);
    expect(screen.queryByText("person_kind_role_id")).not.toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ person_kind_role_id: 5, e102_about: "", form_id: 1 });
  });

  it("keeps the e{id}_ key for a hidden value that is not marked static", async () => {
    const hidden = {
      id: 120,
      name: "service_code",
      input_type: 30,
      data_type: 1,
      value: "MADAHI",
      priority: 1,
    };
    const form = await renderForm([hidden]);
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e120_service_code: "MADAHI", form_id: 1 });
  });
});
