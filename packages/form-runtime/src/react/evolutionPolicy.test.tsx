import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../test/renderForm";

const title = { id: 1, name: "title", caption: "عنوان", input_type: 1, data_type: 1, priority: 1 };
const signature = { id: 2, name: "signature", caption: "امضا", input_type: 99, priority: 2 };
const unknownNotice = "این فیلد قابل نمایش نیست.";
const blocked = "برای ثبت این فرم، برنامه را به‌روز کنید.";
const newer = "این فرم برای نسخه‌ی تازه‌تر برنامه است و شاید کامل دیده نشود.";

describe("ServerForm's evolution policy", () => {
  it("notice (the default): an unknown kind shows a notice in its place and the rest submits", async () => {
    const form = await renderForm([title, signature]);
    expect(screen.getByText(unknownNotice)).toBeInTheDocument();
    await form.user.type(screen.getByLabelText(/^عنوان/), "تالار");
    await form.pressSubmit();
    await waitFor(() => expect(form.submit).toHaveBeenCalledTimes(1));
    expect(form.lastBody()).toEqual({ e1_title: "تالار", form_id: 1 });
  });

  it("notice: a payload declaring a newer schema version says so above the fields", async () => {
    await renderForm([title], { schemaVersion: 2 });
    expect(screen.getByRole("status")).toHaveTextContent(newer);
  });

  it("drop: an unknown kind is left out silently and the rest submits", async () => {
    const form = await renderForm([title, signature], { evolution: "drop", schemaVersion: 2 });
    expect(screen.queryByText(unknownNotice)).not.toBeInTheDocument();
    expect(screen.queryByText(newer)).not.toBeInTheDocument();
    await form.user.type(screen.getByLabelText(/^عنوان/), "تالار");
    await form.pressSubmit();
    await waitFor(() => expect(form.submit).toHaveBeenCalledTimes(1));
  });

  it("block: an unknown kind keeps its notice, the form says why, and submit is refused in Persian", async () => {
    const form = await renderForm([title, signature], { evolution: "block" });
    expect(screen.getByText(unknownNotice)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(blocked);
    await form.user.type(screen.getByLabelText(/^عنوان/), "تالار");
    await form.pressSubmit();
    await waitFor(() => expect(form.onMessage).toHaveBeenCalledWith({ kind: "error", text: blocked }));
    expect(form.submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^عنوان/)).toHaveValue("تالار");
  });

  it("block: a newer payload (declared inside the loaded payload) is refused too; a known one submits", async () => {
    const refused = await renderForm({ schema_version: 2, elements: [title] }, { evolution: "block" });
    await refused.pressSubmit();
    await waitFor(() => expect(refused.onMessage).toHaveBeenCalledWith({ kind: "error", text: blocked }));
    expect(refused.submit).not.toHaveBeenCalled();
    refused.unmount();

    const known = await renderForm({ schema_version: 1, elements: [title] }, { evolution: "block" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await known.pressSubmit();
    await waitFor(() => expect(known.submit).toHaveBeenCalledTimes(1));
  });
});
