import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

describe("UnknownElement", () => {
  it("renders a fallback for an unknown input type, reports it, and the rest of the form works", async () => {
    const form = await renderForm([
      { id: 50, name: "odd", caption: "عجیب", input_type: 77 },
      fixtureElements.textarea,
    ]);
    expect(screen.getByText("این فیلد قابل نمایش نیست.")).toBeInTheDocument();
    expect(form.onDiagnostic).toHaveBeenCalledWith(
      expect.objectContaining({ elementId: 50, received: "77" }),
    );
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e102_about: "", form_id: 1 });
  });
});
