import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderForm } from "../../../test/renderForm";
import type { UploadOptions } from "../../core/adapters";
import { fixtureElements } from "../../testing/serverElements";

describe("FilesField (input type 10)", () => {
  it("uploads several files, each with its own cancel, and keeps the paths that finished", async () => {
    const pending: { name: string; options: UploadOptions; resolve: (p: string) => void }[] = [];
    const upload = vi.fn(
      (file: File, options: UploadOptions) =>
        new Promise<string>((resolve, reject) => {
          options.signal.addEventListener("abort", () => reject(new Error("aborted")));
          pending.push({ name: file.name, options, resolve });
        }),
    );
    const form = await renderForm([fixtureElements.files], { adapters: { upload } });
    await form.user.upload(screen.getByLabelText("تصاویر انتخاب فایل‌ها"), [
      new File(["1"], "one.png"),
      new File(["2"], "two.png"),
      new File(["3"], "three.png"),
    ]);
    // Files chosen before the uploads' chunk arrives start when it does.
    expect(await screen.findAllByRole("progressbar")).toHaveLength(3);
    expect(pending[0]?.options.folder).toBe("public");
    const cancels = screen.getAllByRole("button", { name: "لغو بارگذاری" });
    expect(cancels[1]).toHaveAccessibleDescription("two.png");
    await form.user.click(cancels[1] as HTMLElement);
    await act(async () => pending[2]?.resolve("public/three.png"));
    await act(async () => pending[0]?.resolve("public/one.png"));
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e109_gallery: ["public/three.png", "public/one.png"], form_id: 1 });
    expect(screen.getAllByRole("button", { name: "حذف فایل" })[0]).toHaveAccessibleDescription("three.png");
    await form.user.click(screen.getAllByRole("button", { name: "حذف فایل" })[0] as HTMLElement);
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e109_gallery: ["public/one.png"], form_id: 1 });
  });

  it("without an upload adapter says so instead of failing", async () => {
    const form = await renderForm([fixtureElements.files]);
    await form.user.upload(screen.getByLabelText("تصاویر انتخاب فایل‌ها"), new File(["1"], "one.png"));
    expect(await screen.findByText("امکان بارگذاری فایل فراهم نشده است.")).toBeInTheDocument();
  });

  const stored = "public/_RaTT-x_org.png;public/_RaTT-x_360x360.png;public/_RaTT-x_120x120.png";

  it("lists an uploaded image by the name it had, with its 120×120 variant as thumbnail (issue 26 item 10)", async () => {
    const upload = vi.fn(async () => stored);
    await renderForm([fixtureElements.files], {
      adapters: { upload, fileUrl: (path) => `/uploads/${path}` },
    });
    await userEvent
      .setup()
      .upload(screen.getByLabelText("تصاویر انتخاب فایل‌ها"), new File(["1"], "تالار.png"));
    const remove = await screen.findByRole("button", { name: "حذف فایل" });
    expect(remove).toHaveAccessibleDescription("تالار.png");
    expect(screen.queryByText(/_RaTT/)).not.toBeInTheDocument();
    expect(document.querySelector("img.fr-file-thumb")).toHaveAttribute(
      "src",
      "/uploads/public/_RaTT-x_120x120.png",
    );
  });

  it("looks the names up when the form is reopened; a document has no thumbnail (issue 26 item 10)", async () => {
    const loadUploadNames = vi.fn(
      async (paths: readonly string[]) => new Map(paths.map((p) => [p, "نقشه سالن.png"])),
    );
    await renderForm([fixtureElements.files], {
      contentId: 7,
      content: { fields: { e109_gallery: [stored, "public/_k_org.pdf"] } },
      adapters: { loadUploadNames, fileUrl: (path) => `/uploads/${path}` },
    });
    expect(await screen.findAllByText("نقشه سالن.png")).toHaveLength(2);
    expect(loadUploadNames).toHaveBeenCalledWith([stored, "public/_k_org.pdf"]);
    expect(document.querySelectorAll("img.fr-file-thumb")).toHaveLength(1);
  });

  it("falls back to the original's stored name, not the last variant's", async () => {
    await renderForm([fixtureElements.files], {
      contentId: 7,
      content: { fields: { e109_gallery: [stored] } },
    });
    expect(await screen.findByText("_RaTT-x_org.png")).toBeInTheDocument();
  });
});
