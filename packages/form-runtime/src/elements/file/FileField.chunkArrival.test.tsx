import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { UploadOptions } from "../../core/adapters";
import { ServerForm } from "../../react/ServerForm";
import {
  fixtureElements,
  fixtureEnumerations,
  fixtureValidations,
  untypedElements,
} from "../../testing/serverElements";

// The uploads' chunk arrives when the test says so.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive: () => arrive(), arrived };
});
vi.mock("./Uploads", async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe("a file chosen as the uploads' chunk lands", () => {
  it("is uploaded, not dropped by the chunk's first mount", async () => {
    const signals: AbortSignal[] = [];
    const upload = vi.fn((_file: File, options: UploadOptions) => {
      signals.push(options.signal);
      return new Promise<string>((resolve) => {
        options.signal.addEventListener("abort", () => resolve("aborted"));
        setTimeout(() => resolve("gallery/b.png"), 0);
      });
    });
    const submit = vi.fn(async () => ({ message: "ثبت شد" }));
    render(
      <StrictMode>
        <ServerForm
          formId={1}
          elements={untypedElements([fixtureElements.files])}
          enumerations={fixtureEnumerations}
          validations={fixtureValidations}
          content={{ fields: { e109_gallery: ["gallery/a.png"] } }}
          adapters={{ submit, storage: null, upload }}
        />
      </StrictMode>,
    );
    const input = await screen.findByLabelText("تصاویر انتخاب فایل‌ها");
    const field = input.closest(".fr-upload");
    if (!field) throw new Error("no upload field");
    // The file is chosen the moment the chunk's list is on screen, before anything else runs.
    const chosen = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!field.querySelector(".fr-files")) return;
        observer.disconnect();
        fireEvent.change(input, { target: { files: [new File(["b"], "b.png", { type: "image/png" })] } });
        resolve();
      });
      observer.observe(field, { childList: true, subtree: true });
    });
    chunk.arrive();
    await chosen;
    await waitFor(() => expect(upload).toHaveBeenCalled());
    await waitFor(() => expect(signals.some((signal) => !signal.aborted)).toBe(true));
    expect(await screen.findByText("b.png")).toBeInTheDocument();
  });
});
