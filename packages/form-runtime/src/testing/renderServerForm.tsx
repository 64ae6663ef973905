import { createRoot } from "react-dom/client";
import type { SubmitRequest } from "../core/adapters";
import { messages } from "../core/messages";
import type { Diagnostic } from "../core/types";
import { ServerForm, type ServerFormProps } from "../react/ServerForm";
import type { FormMessage } from "../react/useServerForm";
import { createMemoryAdapters, type MemoryAdapters } from "./memoryAdapters";

/** Options of {@link renderServerForm}: the form's props, with memory adapters. */
export interface RenderServerFormOptions extends Omit<ServerFormProps, "adapters"> {
  /** Default: `createMemoryAdapters()`. */
  readonly adapters?: MemoryAdapters;
  /** Where to render; default a new element appended to `document.body`. */
  readonly container?: HTMLElement;
  /** How long the helpers wait for the form or a condition; default 5 seconds. */
  readonly timeoutMs?: number;
}

/** A rendered server form and what it reported, with small helpers to drive it like a user. */
export interface RenderedServerForm {
  readonly container: HTMLElement;
  readonly adapters: MemoryAdapters;
  /** The submit requests the form sent. */
  readonly submitted: SubmitRequest[];
  readonly diagnostics: Diagnostic[];
  /** Toast messages (`onMessage`). */
  readonly messages: FormMessage[];
  /** The control labelled `label` (the caption; a required mark after it is ignored). */
  field(label: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  /** Types `value` into the field (or picks the option with that value), as the user would. */
  fill(label: string, value: string): void;
  /** Presses the submit button. */
  pressSubmit(): void;
  /** Resolves with the first truthy result of `check`, re-checked on every DOM change; rejects after the timeout. */
  waitFor<T>(check: () => T | null | undefined | false): Promise<T>;
  unmount(): void;
}

/**
 * Renders `<ServerForm>` with memory adapters into the document and resolves once its submit button shows
 * (the form loaded and decoded). Works in any DOM: a test runner's (jsdom, happy-dom, a browser) or a page.
 */
export async function renderServerForm(options: RenderServerFormOptions): Promise<RenderedServerForm> {
  const { adapters = createMemoryAdapters(), container: given, timeoutMs = 5000, ...props } = options;
  const container = given ?? document.body.appendChild(document.createElement("div"));
  const diagnostics: Diagnostic[] = [];
  const toasts: FormMessage[] = [];
  const root = createRoot(container);
  root.render(
    <ServerForm
      {...props}
      adapters={adapters}
      onDiagnostic={(d) => {
        diagnostics.push(d);
        props.onDiagnostic?.(d);
      }}
      onMessage={(m) => {
        toasts.push(m);
        props.onMessage?.(m);
      }}
    />,
  );

  const waitFor = <T,>(check: () => T | null | undefined | false): Promise<T> =>
    new Promise((resolve, reject) => {
      const first = check();
      if (first) return resolve(first);
      const observer = new MutationObserver(() => {
        const result = check();
        if (!result) return;
        finish();
        resolve(result);
      });
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`renderServerForm: condition not met within ${timeoutMs} ms`));
      }, timeoutMs);
      const finish = () => {
        observer.disconnect();
        clearTimeout(timer);
      };
      observer.observe(container, { childList: true, subtree: true, attributes: true, characterData: true });
    });

  const submitLabel = props.submitLabel ?? messages.submit;
  const submitButton = () =>
    [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === submitLabel) ?? null;
  await waitFor(submitButton);

  const field = (label: string) => {
    const match = [...container.querySelectorAll("label")].find((l) =>
      (l.textContent ?? "").trim().startsWith(label),
    );
    const control = match?.control;
    if (
      !(
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement
      )
    )
      throw new Error(`renderServerForm: no field labelled «${label}»`);
    return control;
  };

  return {
    container,
    adapters,
    submitted: adapters.submitted,
    diagnostics,
    messages: toasts,
    field,
    fill(label, value) {
      const control = field(label);
      // React tracks the value it last set: go through the prototype's setter so the change is seen.
      const proto = Object.getPrototypeOf(control) as object;
      Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(control, value);
      control.dispatchEvent(
        new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
      );
    },
    pressSubmit() {
      const button = submitButton();
      if (!button) throw new Error("renderServerForm: the submit button is gone");
      button.click();
    },
    waitFor,
    unmount() {
      root.unmount();
      if (!given) container.remove();
    },
  };
}
