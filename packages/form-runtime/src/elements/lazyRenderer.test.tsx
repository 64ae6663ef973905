import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { lazyChunk } from "../core/lazyChunk";
import { ServerForm } from "../react/ServerForm";
import type { ElementRenderer } from "../react/types";
import {
  fixtureElements,
  fixtureEnumerations,
  fixtureValidations,
  untypedElements,
} from "../testing/serverElements";
import { lazyRenderer } from "./lazyRenderer";
import { TextField } from "./text/TextField";

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (cause: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderWith(fetch: () => Promise<ElementRenderer<"text">>) {
  return render(
    <ServerForm
      formId={1}
      elements={untypedElements([fixtureElements.text])}
      enumerations={fixtureEnumerations}
      validations={fixtureValidations}
      content={{ fields: { e101_title: "تالار" } }}
      adapters={{ submit: vi.fn(async () => ({ message: "ثبت شد" })), storage: null }}
      renderers={{ text: lazyRenderer(lazyChunk(fetch)) }}
    />,
  );
}

describe("a renderer in a chunk of its own", () => {
  it("keeps the field's label and says it is getting ready until the chunk arrives", async () => {
    const chunk = deferred<ElementRenderer<"text">>();
    renderWith(() => chunk.promise);
    expect(await screen.findByText("عنوان خدمت")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("در حال آماده‌سازی…");
    await act(async () => chunk.resolve(TextField));
    expect(await screen.findByLabelText(/عنوان خدمت/)).toHaveValue("تالار");
  });

  it("says so in Persian when the chunk cannot be fetched, and fetches again on the button, value kept", async () => {
    const fetch = vi
      .fn<() => Promise<ElementRenderer<"text">>>()
      .mockRejectedValueOnce(new Error("chunk unavailable"))
      .mockResolvedValueOnce(TextField);
    renderWith(fetch);
    expect(await screen.findByRole("alert")).toHaveTextContent("این بخش فرم آماده نشد.");
    expect(screen.getByText("عنوان خدمت")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByLabelText(/عنوان خدمت/)).toHaveValue("تالار");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
