import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

describe("a file chosen before the uploads arrive, under StrictMode", () => {
  it("uploads once it lands and is not left spinning by the rehearsal unmount", async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((path: string) => void)[] = [];
    const upload = vi.fn(
      (_file: File, options: UploadOptions) =>
        new Promise<string>((resolve, reject) => {
          signals.push(options.signal);
          options.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          resolvers.push(resolve);
        }),
    );
    const submit = vi.fn(async () => ({ message: "ثبت شد" }));
    render(
      <StrictMode>
        <ServerForm
          formId={1}
          elements={untypedElements([fixtureElements.file])}
          enumerations={fixtureEnumerations}
          validations={fixtureValidations}
          adapters={{ submit, storage: null, upload }}
        />
      </StrictMode>,
    );
    const input = await screen.findByLabelText("مجوز انتخاب فایل");
    await userEvent.setup().upload(input, new File(["x"], "a.png", { type: "image/png" }));
    expect(await screen.findAllByRole("progressbar")).toHaveLength(1);
    const live = signals.findIndex((signal) => !signal.aborted);
    await act(async () => resolvers[live]?.("licenses/a.png"));
    expect(await screen.findByText("a.png")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
