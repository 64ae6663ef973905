import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderForm } from "../../../test/renderForm";
import { fixtureElements } from "../../testing/serverElements";

// The uploads' chunk cannot be fetched (offline, or the app was updated under an open page).
vi.mock("./Uploads", () => {
  throw new Error("chunk unavailable");
});

describe("file fields when the uploads cannot load", () => {
  it("say so in Persian, keep the value and the picker, and try again on the next choice", async () => {
    const upload = vi.fn(async () => "licenses/b.png");
    const saved = "licenses/a.png";
    const form = await renderForm([fixtureElements.file], {
      adapters: { upload },
      content: { fields: { e108_license: saved } },
    });
    const input = screen.getByLabelText("مجوز انتخاب فایل");
    await form.user.upload(input, new File(["x"], "b.png", { type: "image/png" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "بارگذاری فایل آماده نشد. لطفا دوباره فایل را انتخاب کنید.",
    );
    expect(input.closest(".fr-upload")).not.toHaveAttribute("aria-busy");
    expect(input).toBeEnabled();
    await form.user.upload(input, new File(["x"], "b.png", { type: "image/png" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    await form.pressSubmit();
    await waitFor(() => expect(form.lastBody()).toEqual({ e108_license: saved, form_id: 1 }));
  });

  it("drop several files chosen and ask for them again", async () => {
    const form = await renderForm([fixtureElements.files]);
    await form.user.upload(screen.getByLabelText("تصاویر انتخاب فایل‌ها"), [
      new File(["1"], "one.png"),
      new File(["2"], "two.png"),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("لطفا دوباره فایل را انتخاب کنید");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e109_gallery: [], form_id: 1 });
  });
});
