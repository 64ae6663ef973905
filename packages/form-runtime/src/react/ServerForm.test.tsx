import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderForm } from "../../test/renderForm";
import type { DraftStorage, FormAdapters, SubmitRequest } from "../core/adapters";
import { messages } from "../core/messages";
import { SubmitRefusedError } from "../core/SubmitRefusedError";
import type { ServerElement } from "../core/types";
import { fixtureElements, untypedElements } from "../testing/serverElements";
import { FormRuntimeProvider } from "./FormRuntimeProvider";
import { ServerForm } from "./ServerForm";
import type { ElementRendererProps, FieldShellProps } from "./types";

function memoryStorage(): DraftStorage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe("ServerForm states", () => {
  it("shows 'خطا در شناسایی فرم !' without a form id", async () => {
    render(<ServerForm adapters={{ loadForm: vi.fn() }} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("خطا در شناسایی فرم !");
  });

  it("renders given elements in its first commit, with no loading state, and still checks patterns on submit", async () => {
    const submit = vi.fn(async (_r: SubmitRequest) => ({}));
    render(
      <ServerForm
        formId={1}
        elements={untypedElements([fixtureElements.numeric])}
        validations={[{ id: 7, regex: "^[0-9]{1,2}$" }]}
        adapters={{ submit, storage: null }}
      />,
    );
    // Synchronously after render: the field, not a loading state.
    expect(screen.queryByRole("status")).toBeNull();
    const field = screen.getByLabelText(/ظرفیت/);
    // Submitted at once, before the pattern's analysis has loaded: the submit waits for it.
    fireEvent.change(field, { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(await screen.findByText(messages.regex)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows loading, then a generic error with retry when loading fails", async () => {
    const loadForm = vi
      .fn<(id: number | string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("500"))
      .mockResolvedValueOnce([fixtureElements.text]);
    render(<ServerForm formId={3} adapters={{ loadForm }} />);
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    const retry = await screen.findByRole("button", { name: "تلاش دوباره" });
    await userEvent.click(retry);
    expect(await screen.findByLabelText(/عنوان خدمت/)).toBeInTheDocument();
    expect(loadForm).toHaveBeenCalledWith(3);
  });

  it("with a content id loads the content, shows the draft notice and submits as edit", async () => {
    const submit = vi.fn(async (_r: SubmitRequest) => ({ message: "ویرایش شد" }));
    const loadContent = vi.fn(async () => ({
      fields: { e101_title: "قدیمی" },
      draft: { content: { fields: { e101_title: "پیش‌نویس" } } },
    }));
    const onMessage = vi.fn();
    const adapters: FormAdapters = {
      loadForm: async () => [fixtureElements.text],
      loadContent,
      submit,
      storage: null,
    };
    render(<ServerForm formId={3} contentId={44} adapters={adapters} onMessage={onMessage} />);
    expect(await screen.findByLabelText(/عنوان خدمت/)).toHaveValue("پیش‌نویس");
    expect(screen.getByText(/در انتظار بررسی مدیر است/)).toBeInTheDocument();
    expect(loadContent).toHaveBeenCalledWith({ formId: 3, contentId: 44 });
    await userEvent.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[0]).toEqual({
      mode: "edit",
      formId: 3,
      contentId: 44,
      body: { e101_title: "پیش‌نویس", form_id: 3, id: 44 },
    });
    expect(onMessage).toHaveBeenCalledWith({ kind: "success", text: "ویرایش شد" });
  });

  it("keeps typed values on the device across a remount and a failed submit; clears them after success", async () => {
    const storage = memoryStorage();
    const submit = vi
      .fn<(r: SubmitRequest) => Promise<{ message?: string }>>()
      .mockRejectedValueOnce(new Error("خطای سرور"))
      .mockResolvedValueOnce({});
    const onMessage = vi.fn();
    const adapters: FormAdapters = { submit, storage };
    const first = render(
      <ServerForm formId={9} elements={[fixtureElements.text]} adapters={adapters} onMessage={onMessage} />,
    );
    await userEvent.type(await screen.findByLabelText(/عنوان خدمت/), "سالن");
    first.unmount();
    const second = render(
      <ServerForm formId={9} elements={[fixtureElements.text]} adapters={adapters} onMessage={onMessage} />,
    );
    expect(await screen.findByLabelText(/عنوان خدمت/)).toHaveValue("سالن");
    expect(screen.getByText(/بازیابی شد/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith({ kind: "error", text: "خطای سرور" }));
    expect(screen.getByLabelText(/عنوان خدمت/)).toHaveValue("سالن");
    await userEvent.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    second.unmount();
    render(<ServerForm formId={9} elements={[fixtureElements.text]} adapters={adapters} />);
    expect(await screen.findByLabelText(/عنوان خدمت/)).toHaveValue("");
  });

  it("shows a refusal at the fields it names, goes to the first and keeps everything typed (issue 26 extras)", async () => {
    const refusal = Object.assign(new Error("عنوان خدمت: مقدار وارد شده معتبر نمی باشد"), {
      details: [
        { path: "/body/e101_title", message: "عنوان خدمت: مقدار وارد شده معتبر نمی باشد" },
        { path: "coordinates", message: "not a field of this form" },
      ],
    });
    const submit = vi
      .fn<(r: SubmitRequest) => Promise<{ message?: string }>>()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce({});
    const onMessage = vi.fn();
    render(
      <ServerForm
        formId={9}
        elements={[fixtureElements.textarea, fixtureElements.text]}
        adapters={{ submit, storage: null }}
        onMessage={onMessage}
      />,
    );
    const title = await screen.findByLabelText(/عنوان خدمت/);
    await userEvent.type(title, "سالن");
    await userEvent.type(screen.getByLabelText(/توضیحات/), "متن");
    await userEvent.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    expect(title).toHaveAccessibleDescription(/عنوان خدمت: مقدار وارد شده معتبر نمی باشد/);
    expect(title).toHaveFocus();
    expect(title).toHaveValue("سالن");
    expect(screen.getByLabelText(/توضیحات/)).toHaveValue("متن");
    expect(onMessage).toHaveBeenCalledWith({
      kind: "error",
      text: "عنوان خدمت: مقدار وارد شده معتبر نمی باشد",
    });
    // Editing the field clears its refusal.
    await userEvent.type(title, "!");
    expect(title).toHaveAttribute("aria-invalid", "false");
  });

  it("keeps a refused field's server error and blocks the submit until that field is edited; others stay", async () => {
    const refusal = new SubmitRefusedError("توضیحات: خطای مقدار فیلد !", [
      { key: "e102_about", message: "توضیحات: خطای مقدار فیلد !" },
      { key: "e101_title", message: "عنوان خدمت: فقط حروف فارسی وارد کنید." },
    ]);
    const submit = vi
      .fn<(r: SubmitRequest) => Promise<{ message?: string }>>()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce({});
    render(
      <ServerForm
        formId={9}
        elements={[fixtureElements.text, fixtureElements.textarea]}
        adapters={{ submit, storage: null }}
      />,
    );
    const title = await screen.findByLabelText(/عنوان خدمت/);
    const about = screen.getByLabelText(/توضیحات/);
    await userEvent.type(title, "سالن");
    await userEvent.type(about, "متن");
    const send = screen.getByRole("button", { name: "ثبت اطلاعات" });
    await userEvent.click(send);
    // Each message under its field; the first in the form's order has the focus.
    await waitFor(() => expect(title).toHaveAccessibleDescription(/فقط حروف فارسی وارد کنید/));
    expect(about).toHaveAccessibleDescription(/توضیحات: خطای مقدار فیلد !/);
    expect(title).toHaveFocus();
    // Unchanged values would be refused again: the submit is blocked and goes back to the first refused field.
    about.focus();
    await userEvent.click(send);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(title).toHaveFocus();
    // Editing one field clears its own server error only; the other still blocks.
    await userEvent.type(title, "ها");
    expect(title).toHaveAttribute("aria-invalid", "false");
    expect(about).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(send);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(about).toHaveFocus();
    await userEvent.type(about, "!");
    await userEvent.click(send);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
  });

  it("validates a text field's Persian and Arabic-Indic digits as Latin and submits them normalised", async () => {
    const mobile = { ...fixtureElements.text, id: 120, name: "mobile", caption: "موبایل", validation_id: 70 };
    const form = await renderForm([mobile], { validations: [{ id: 70, regex: "^09[0-9]{9}$" }] });
    const input = screen.getByLabelText(/موبایل/);
    await form.user.type(input, "۰۹۱۲٣٤٥۶۷۸۹");
    expect(input).toHaveValue("۰۹۱۲٣٤٥۶۷۸۹");
    await form.pressSubmit();
    await waitFor(() => expect(form.submit).toHaveBeenCalled());
    expect(form.lastBody()).toEqual({ e120_mobile: "09123456789", form_id: 1 });
  });

  it("disables the submit button while submitting", async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<{ message?: string }>((resolve) => (finish = () => resolve({}))));
    const form = await renderForm([fixtureElements.textarea], { adapters: { submit } });
    await form.pressSubmit();
    expect(form.submitButton).toBeDisabled();
    expect(form.submitButton).toHaveAttribute("aria-busy", "true");
    finish();
    await waitFor(() => expect(screen.getByRole("button", { name: "ثبت اطلاعات" })).toBeEnabled());
  });

  it("ignores a second submit (Enter) while one is in flight", async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<{ message?: string }>((resolve) => (finish = () => resolve({}))));
    const form = await renderForm([fixtureElements.textarea], { adapters: { submit } });
    await form.pressSubmit();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    fireEvent.submit(document.querySelector("form.fr-form") as HTMLFormElement);
    finish();
    await waitFor(() => expect(screen.getByRole("button", { name: "ثبت اطلاعات" })).toBeEnabled());
    // Checked once the first submit is over: a second one would have reached the adapter by then (it is async).
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("focuses the first failing field in display order", async () => {
    const form = await renderForm([fixtureElements.numeric, fixtureElements.text]);
    await form.pressSubmit();
    expect(screen.getByLabelText(/عنوان خدمت/)).toHaveFocus();
  });
});

describe("diagnostics", () => {
  const payload = [fixtureElements.text, { id: 77, name: "broken", input_type: "abc" }];

  it("shows element id, path, expected and received when diagnostics are visible", async () => {
    const form = await renderForm(payload, { showDiagnostics: true });
    const diagnostic = screen.getByText(/element 77/).closest("[data-diagnostic]");
    expect(diagnostic).toHaveTextContent("elements[1].input_type");
    expect(diagnostic).toHaveTextContent('received "abc"');
    expect(form.onDiagnostic).toHaveBeenCalledWith(
      expect.objectContaining({ elementId: 77, path: "elements[1].input_type" }),
    );
    expect(screen.getByLabelText(/عنوان خدمت/)).toBeInTheDocument();
  });

  it("shows a quiet placeholder in production mode", async () => {
    await renderForm(payload, { showDiagnostics: false });
    expect(screen.queryByText(/element 77/)).not.toBeInTheDocument();
    expect(document.querySelector('[data-diagnostic="quiet"]')).toHaveTextContent(
      "این فیلد قابل نمایش نیست.",
    );
  });

  it("reports a pattern that cannot run and fails the field closed, with its own message", async () => {
    const form = await renderForm([fixtureElements.numeric], {
      validations: [{ id: 7, regex: "^(a+)\\1$" }],
    });
    // Patterns compile while the form is on screen: their diagnostics follow it.
    await vi.waitFor(() =>
      expect(form.onDiagnostic).toHaveBeenCalledWith(
        expect.objectContaining({ path: "validations[id=7].regex" }),
      ),
    );
    await form.user.type(screen.getByLabelText(/ظرفیت/), "5");
    await form.pressSubmit();
    expect(await screen.findByText(messages.regexRefused)).toBeInTheDocument();
    expect(form.lastBody()).toBeUndefined();
  });
});

function LoudText({ value, onChange, ids }: ElementRendererProps<"text">) {
  return (
    <input
      id={ids.control}
      data-testid="loud"
      value={value}
      onChange={(e) => onChange(e.target.value.toUpperCase())}
    />
  );
}
function Shell({ element, children }: FieldShellProps) {
  return <section aria-label={`shell ${element.name}`}>{children}</section>;
}

describe("extension", () => {
  it("merges renderer overrides and a field shell from the provider", async () => {
    const submit = vi.fn(async () => ({}));
    render(
      <FormRuntimeProvider
        adapters={{ submit, storage: null }}
        renderers={{ text: LoudText }}
        fieldShell={Shell}
      >
        <ServerForm formId={2} elements={[fixtureElements.text]} />
      </FormRuntimeProvider>,
    );
    const input = await screen.findByTestId("loud");
    expect(screen.getByRole("region", { name: "shell title" })).toContainElement(input);
    await userEvent.type(input, "ab");
    await userEvent.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({ body: { e101_title: "AB", form_id: 2 } }),
      ),
    );
  });
});

const renders = new Map<string, number>();
function CountingText({ element, value, onChange, ids }: ElementRendererProps<"text">) {
  renders.set(element.key, (renders.get(element.key) ?? 0) + 1);
  return (
    <input
      id={ids.control}
      aria-label={element.caption}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

const shellRenders = new Map<string, number>();
function CountingShell({ element, children, error }: FieldShellProps) {
  shellRenders.set(element.key, (shellRenders.get(element.key) ?? 0) + 1);
  return (
    <div>
      {children}
      {error ? <p>{error}</p> : null}
    </div>
  );
}

describe("narrow subscriptions", () => {
  it("re-renders only the edited field on a keystroke, and only failing fields on submit", async () => {
    renders.clear();
    const form = await renderForm(
      [
        { id: 1, name: "a", caption: "الف", input_type: 1 },
        { id: 2, name: "b", caption: "ب", input_type: 1, required_field: 1 },
        { id: 3, name: "c", caption: "پ", input_type: 1 },
      ],
      { renderers: { text: CountingText } },
    );
    const before = new Map(renders);
    await form.user.type(screen.getByLabelText("الف"), "xyz");
    expect(renders.get("e1_a")).toBe((before.get("e1_a") ?? 0) + 3);
    expect(renders.get("e2_b")).toBe(before.get("e2_b"));
    expect(renders.get("e3_c")).toBe(before.get("e3_c"));
    await form.pressSubmit();
    expect(renders.get("e2_b")).toBe((before.get("e2_b") ?? 0) + 1);
    expect(renders.get("e3_c")).toBe(before.get("e3_c"));
  });

  it("does not re-render the field shell on a keystroke, only when the field's error changes", async () => {
    shellRenders.clear();
    const form = await renderForm([{ id: 1, name: "a", caption: "الف", input_type: 1, required_field: 1 }], {
      fieldShell: CountingShell,
    });
    const before = shellRenders.get("e1_a") ?? 0;
    await form.user.type(screen.getByRole("textbox"), "xyz");
    expect(shellRenders.get("e1_a")).toBe(before);
    await form.user.clear(screen.getByRole("textbox"));
    await form.pressSubmit();
    expect(await screen.findByText("پر کردن این فیلد الزامی می باشد")).toBeInTheDocument();
    expect(shellRenders.get("e1_a")).toBe(before + 1);
  });
});

describe("a real form", () => {
  it("submits when Enter is pressed in a text field (implicit submission)", async () => {
    const form = await renderForm([
      { id: 1, name: "a", caption: "الف", input_type: 1, required_field: 1 },
      { id: 2, name: "b", caption: "ب", input_type: 1 },
    ]);
    expect(form.container.querySelector("form.fr-form")).not.toBeNull();
    expect(form.submitButton).toHaveAttribute("type", "submit");
    await form.user.type(screen.getByLabelText(/الف/), "سلام{Enter}");
    await waitFor(() => expect(form.submit).toHaveBeenCalledTimes(1));
    expect(form.lastBody()).toEqual({ e1_a: "سلام", e2_b: "", form_id: 1 });
  });
});

describe("FormRuntimeProvider defaults", () => {
  it("shows full diagnostics outside production", async () => {
    render(
      <FormRuntimeProvider adapters={{ storage: null }}>
        <ServerForm formId={1} elements={untypedElements([{ id: 4, name: "x", input_type: null }])} />
      </FormRuntimeProvider>,
    );
    expect(await screen.findByText(/element 4/)).toBeInTheDocument();
  });
});

describe("messages through the translator", () => {
  it("uses the provider's texts, the form's on top, and a per-pattern error message", async () => {
    const elements: ServerElement[] = [
      { id: 1, name: "mobile", caption: "موبایل", input_type: 1, required_field: 1, validation_id: 7 },
      { id: 2, name: "city", caption: "شهر", input_type: 1, required_field: 1 },
    ];
    render(
      <FormRuntimeProvider adapters={{ storage: null }} messages={{ required: "Please fill this in" }}>
        <ServerForm
          formId={1}
          elements={elements}
          validations={[{ id: 7, regex: "^09[0-9]{9}$" }]}
          messages={{ submit: "Send" }}
          errorMessage={(code, element) =>
            code === "REGEX" && element.validationId === 7 ? "Start with 09, 11 digits" : undefined
          }
        />
      </FormRuntimeProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/موبایل/), "123");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Start with 09, 11 digits")).toBeInTheDocument();
    expect(screen.getByText("Please fill this in")).toBeInTheDocument();
  });
});
