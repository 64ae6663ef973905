import { EditorView } from "@codemirror/view";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Playground } from "./Playground";

/** The payload editor (CodeMirror) found by its accessible name. */
function editor(): EditorView {
  // The editor lives in a shadow root (see PayloadEditor), which Testing Library's queries do not enter.
  const content = screen
    .getByTestId("payload-editor")
    .shadowRoot?.querySelector<HTMLElement>("[aria-label='Server form JSON']");
  const view = content ? EditorView.findFromDOM(content) : null;
  if (!view) throw new Error("no payload editor");
  return view;
}

/** Replaces the editor's text, as a paste does. */
function paste(text: string) {
  const view = editor();
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

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
    paste(json);
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
    paste("{oops");
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
    paste(json);
    await userEvent.click(screen.getByRole("button", { name: "Copy share link" }));
    const link = (await screen.findByLabelText(/Share link/)) as HTMLInputElement;
    expect(new URL(link.value).searchParams.get("payload")).toMatch(/^[\w-]+$/);
    first.unmount();
    window.history.replaceState(null, "", link.value);
    try {
      render(<Playground initialJson="[]" />);
      await waitFor(() => expect(editor().state.doc.toString()).toBe(json));
      expect(await screen.findByLabelText(/نام/)).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("shows the engine's notice for a payload declaring a newer schema version", async () => {
    render(<Playground initialJson="[]" />);
    paste(
      JSON.stringify({ schema_version: 2, elements: [{ id: 1, name: "n", caption: "نام", input_type: 1 }] }),
    );
    expect(
      await screen.findByText("این فرم برای نسخه‌ی تازه‌تر برنامه است و شاید کامل دیده نشود."),
    ).toBeInTheDocument();
  });
});
