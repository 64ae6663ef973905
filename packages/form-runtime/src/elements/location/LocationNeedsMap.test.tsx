import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../../test/renderForm";
import type { ElementRendererProps } from "../../react/types";
import { fixtureElements } from "../../testing/serverElements";

function FakeMap({ onChange, ids }: ElementRendererProps<"location">) {
  return (
    <button type="button" id={ids.control} onClick={() => onChange({ coordinates: [59.6, 36.3] })}>
      pick
    </button>
  );
}

describe("location (input type 28)", () => {
  it("says it needs the map entry point by default", async () => {
    await renderForm([fixtureElements.location]);
    expect(screen.getByText(/نقشه \(ورودی map\) باید به فرم اضافه شود/)).toBeInTheDocument();
  });
  it("renders the merged map renderer and submits its value", async () => {
    const form = await renderForm([fixtureElements.location], { renderers: { location: FakeMap } });
    await form.user.click(screen.getByRole("button", { name: "pick" }));
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e112_position: { coordinates: [59.6, 36.3] }, form_id: 1 });
  });
});
