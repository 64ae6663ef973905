import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderForm } from "../../test/renderForm";
import type { SubmitRequest, SubmitResult } from "../core/adapters";
import type { FormEvent } from "../core/formEvents";
import { SubmitRefusedError } from "../core/SubmitRefusedError";
import { fixtureElements } from "../testing/serverElements";

const required = { ...fixtureElements.text, required_field: 1 };
const about = { ...fixtureElements.textarea, required_field: 1 };

describe("form analytics (onEvent)", () => {
  it("reports each field error a submit shows, then the result 'invalid'", async () => {
    const onEvent = vi.fn<(e: FormEvent) => void>();
    const form = await renderForm([required, about], { formId: 5, adapters: { onEvent } });
    await form.pressSubmit();
    expect(onEvent.mock.calls.map(([e]) => e)).toEqual([
      { type: "fieldErrorShown", formId: 5, key: "e101_title", kind: "REQUIRED" },
      { type: "fieldErrorShown", formId: 5, key: "e102_about", kind: "REQUIRED" },
      { type: "submitResult", formId: 5, mode: "create", outcome: "invalid", errorCount: 2 },
    ]);
    expect(form.submit).not.toHaveBeenCalled();
  });

  it("reports a server refusal as SERVER errors and 'refused', then 'accepted'", async () => {
    const onEvent = vi.fn<(e: FormEvent) => void>();
    const submit = vi
      .fn<(r: SubmitRequest) => Promise<SubmitResult>>()
      .mockRejectedValueOnce(new SubmitRefusedError("x", [{ key: "e101_title", message: "عنوان: تکراری" }]))
      .mockResolvedValueOnce({});
    const form = await renderForm([required], { formId: 5, adapters: { onEvent, submit } });
    const title = screen.getByLabelText(/عنوان خدمت/);
    await form.user.type(title, "سالن");
    await form.pressSubmit();
    await waitFor(() =>
      expect(onEvent).toHaveBeenLastCalledWith({
        type: "submitResult",
        formId: 5,
        mode: "create",
        outcome: "refused",
        errorCount: 1,
      }),
    );
    expect(onEvent).toHaveBeenCalledWith({
      type: "fieldErrorShown",
      formId: 5,
      key: "e101_title",
      kind: "SERVER",
    });
    await form.user.type(title, "ها");
    await form.pressSubmit();
    await waitFor(() =>
      expect(onEvent).toHaveBeenLastCalledWith({
        type: "submitResult",
        formId: 5,
        mode: "create",
        outcome: "accepted",
        errorCount: 0,
      }),
    );
  });

  it("reports a failed upload with its field and folder", async () => {
    const onEvent = vi.fn<(e: FormEvent) => void>();
    const upload = vi.fn(async () => {
      throw new Error("حجم فایل زیاد است");
    });
    const form = await renderForm([fixtureElements.file], { adapters: { onEvent, upload } });
    await form.user.upload(
      screen.getByLabelText("مجوز انتخاب فایل"),
      new File(["x"], "a.png", { type: "image/png" }),
    );
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith({ type: "uploadFailed", key: "e108_license", folder: "licenses" }),
    );
  });

  it("works the same without an adapter, and an adapter that throws never stops the submit", async () => {
    const quiet = await renderForm([fixtureElements.textarea]);
    await quiet.pressSubmit();
    await waitFor(() => expect(quiet.submit).toHaveBeenCalledTimes(1));
    quiet.unmount();
    const onEvent = vi.fn(() => {
      throw new Error("analytics down");
    });
    const noisy = await renderForm([fixtureElements.textarea], { adapters: { onEvent } });
    await noisy.pressSubmit();
    await waitFor(() => expect(noisy.submit).toHaveBeenCalledTimes(1));
    expect(onEvent).toHaveBeenCalledTimes(1);
  });
});
