import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Playground } from "./Playground";

// The first test pays for loading the engine: slow on a loaded 2-core machine, not a performance measure.
describe("Playground", { timeout: 20_000 }, () => {
  it("renders pasted JSON, lists diagnostics and shows the exact submitted JSON", async () => {
    render(<Playground initialJson="[]" />);
    const json = JSON.stringify({
      form: { id: 8 },
      elements: [
        { id: 1, name: "title", caption: "عنوان", input_type: 1, required_field: 1 },
        { id: 2, name: "bad", input_type: [] },
      ],
    });
    fireEvent.change(screen.getByLabelText("Server form JSON"), { target: { value: json } });
    const input = await screen.findByLabelText(/عنوان/);
    const list = screen.getByRole("list", { name: "Diagnostics" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(list).toHaveTextContent("elements[1].input_type");
    await userEvent.type(input, "سلام");
    await userEvent.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    const sent = await screen.findByLabelText("Submitted values");
    expect(JSON.parse(sent.textContent ?? "")).toEqual({ e1_title: "سلام", form_id: 8 });
  });
  it("shows a JSON error in the diagnostics list", async () => {
    render(<Playground initialJson="[]" />);
    fireEvent.change(screen.getByLabelText("Server form JSON"), { target: { value: "{oops" } });
    await waitFor(() =>
      expect(screen.getByRole("list", { name: "Diagnostics" })).toHaveTextContent("valid JSON"),
    );
  });

  it("puts the pasted payload in a share link and restores it when the link is opened", async () => {
    const first = render(<Playground initialJson="[]" />);
    const json = JSON.stringify({
      form: { id: 9 },
      elements: [{ id: 1, name: "n", caption: "نام", input_type: 1 }],
    });
    fireEvent.change(screen.getByLabelText("Server form JSON"), { target: { value: json } });
    await userEvent.click(screen.getByRole("button", { name: "Copy share link" }));
    const link = (await screen.findByLabelText(/Share link/)) as HTMLInputElement;
    expect(new URL(link.value).searchParams.get("payload")).toMatch(/^[\w-]+$/);
    first.unmount();
    window.history.replaceState(null, "", link.value);
    try {
      render(<Playground initialJson="[]" />);
      await waitFor(() => expect(screen.getByLabelText("Server form JSON")).toHaveValue(json));
      expect(await screen.findByLabelText(/نام/)).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });
});
