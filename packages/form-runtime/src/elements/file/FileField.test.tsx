import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderForm } from "../../../test/renderForm";
import type { UploadOptions } from "../../core/adapters";
import { fixtureElements } from "../../testing/serverElements";

/** An upload adapter the test resolves by hand. */
function manualUpload() {
  const pending: {
    file: File;
    options: UploadOptions;
    resolve: (path: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const upload = vi.fn(
    (file: File, options: UploadOptions) =>
      new Promise<string>((resolve, reject) => {
        options.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        pending.push({ file, options, resolve, reject });
      }),
  );
  return { upload, pending };
}

const png = (name: string) => new File(["x"], name, { type: "image/png" });

describe("FileField (input type 9)", () => {
  it("uploads with progress into the element's folder and holds only the path", async () => {
    const { upload, pending } = manualUpload();
    const form = await renderForm([fixtureElements.file], { adapters: { upload } });
    await form.user.upload(screen.getByLabelText("مجوز انتخاب فایل"), png("a.png"));
    // A file chosen before the uploads' chunk arrives starts when it does.
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ folder: "licenses" })),
    );
    act(() => pending[0]?.options.onProgress(0.5));
    expect(screen.getByRole("progressbar")).toHaveAttribute("value", "50");
    await act(async () => pending[0]?.resolve("licenses/a.png"));
    expect(await screen.findByText("a.png")).toBeInTheDocument();
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e108_license: "licenses/a.png", form_id: 1 });
  });

  it("refuses a second file with the spec's message until the first is removed", async () => {
    const { upload, pending } = manualUpload();
    const form = await renderForm([fixtureElements.file], { adapters: { upload } });
    const input = screen.getByLabelText("مجوز انتخاب فایل");
    await form.user.upload(input, png("a.png"));
    await act(async () => pending[0]?.resolve("licenses/a.png"));
    await form.user.upload(input, png("b.png"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "برای انتخاب فایل جدید، لطفا ابتدا فایل قبلی را حذف نمایید",
    );
    expect(input).toHaveAccessibleDescription("برای انتخاب فایل جدید، لطفا ابتدا فایل قبلی را حذف نمایید");
    expect(upload).toHaveBeenCalledTimes(1);
    await form.user.click(screen.getByRole("button", { name: "حذف فایل" }));
    await form.user.upload(input, png("b.png"));
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it("cancels silently, and shows the server message when an upload fails", async () => {
    const { upload, pending } = manualUpload();
    const form = await renderForm([fixtureElements.file], { adapters: { upload } });
    const input = screen.getByLabelText("مجوز انتخاب فایل");
    await form.user.upload(input, png("a.png"));
    await form.user.click(screen.getByRole("button", { name: "لغو بارگذاری" }));
    expect(pending[0]?.options.signal.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText("a.png")).not.toBeInTheDocument());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await form.user.upload(input, png("c.png"));
    await act(async () => pending[1]?.reject(new Error("حجم فایل زیاد است")));
    expect(await screen.findByText("حجم فایل زیاد است")).toBeInTheDocument();
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e108_license: null, form_id: 1 });
  });

  it("is disabled when the form is", async () => {
    await renderForm([fixtureElements.file], { disabled: true });
    expect(screen.getByLabelText("مجوز انتخاب فایل")).toBeDisabled();
  });
});
