import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FormAdapters, SubmitResult } from "../core/adapters";
import type { HeldValue } from "../core/conversions";
import { createErrorStore } from "../core/errorStore";
import { buildSubmitBody } from "../core/initialValues";
import type { PreparedForm } from "../core/prepareForm";
import type { Translator } from "../core/translator";
import type { Diagnostic, FormElement, JsonValue } from "../core/types";
import { validateForm } from "../core/validate";
import { createFlagStore, createValueStore } from "../core/valueStore";
import type { Engine } from "./engine";
import type { FieldShellComponent, RendererRegistry } from "./types";

/** How long typing may pause before the device copy is written (also written on page hide and unmount). */
const SAVE_DELAY_MS = 400;

/** A server message for the app to show (as a toast). */
export interface FormMessage {
  readonly kind: "success" | "error";
  readonly text: string;
}

/** What a successful submit reports. */
export interface SubmittedForm {
  readonly mode: "create" | "edit";
  /** The exact JSON body that was sent. */
  readonly body: Readonly<Record<string, JsonValue>>;
  readonly result: SubmitResult;
}

/** Options of `useServerForm`. */
export interface UseServerFormOptions {
  readonly adapters: FormAdapters;
  readonly renderers: RendererRegistry;
  readonly Shell: FieldShellComponent;
  readonly disabled?: boolean;
  readonly showDiagnostics: boolean;
  readonly onDiagnostic: (diagnostic: Diagnostic) => void;
  /** The engine's texts after overrides (`createTranslator`). */
  readonly translator: Translator;
  readonly onMessage?: (message: FormMessage) => void;
  readonly onSubmitted?: (submitted: SubmittedForm) => void;
}

/**
 * The form engine: values live in a store with one subscription per key (a keystroke wakes only its field);
 * validation is one pass of the pure core on submit, written back in one batch.
 */
export function useServerForm(prepared: PreparedForm, options: UseServerFormOptions) {
  const { decoded, initial, optionsByKey, patterns, draft, formId, contentId } = prepared;
  const elements = decoded.elements;
  const idPrefix = useId().replace(/:/g, "");

  const optionsRef = useRef(options);
  optionsRef.current = options;

  // Created once per mounted form: a new prepared form passes through the loading state, which unmounts this one.
  const [values] = useState(() => {
    const held: Record<string, HeldValue> = {};
    for (const e of elements) held[e.key] = initial.values[e.key] ?? null;
    return createValueStore(held);
  });
  const errors = useMemo(() => createErrorStore(), []);
  const submitting = useMemo(() => createFlagStore(), []);
  const rootRef = useRef<HTMLFormElement | null>(null);

  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    if (saveTimer.current === null) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = null;
    draft.save(values.snapshot());
  }, [draft, values]);

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
      flush();
    };
  }, [flush]);

  const setValue = useCallback(
    (element: FormElement, value: HeldValue) => {
      values.set(element.key, value);
      errors.clear(element.key);
      if (saveTimer.current === null) saveTimer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [values, errors, flush],
  );

  const submit = useCallback(async () => {
    if (submitting.get()) return;
    const current = optionsRef.current;
    const byKey = values.snapshot();
    const found = validateForm({
      elements,
      values: byKey,
      patterns,
      failedKeys: initial.failedKeys,
      optionsByKey,
    });
    // Commit the errors before focusing, so the browser lays the page out once, not before and after.
    flushSync(() => errors.replaceAll(found));
    if (found.size > 0) {
      focusFirst(rootRef.current, elements, found, idPrefix);
      return;
    }
    const mode = contentId === null ? "create" : "edit";
    const body = buildSubmitBody(elements, byKey, formId, contentId);
    const send = current.adapters.submit;
    if (!send) {
      current.onMessage?.({ kind: "error", text: current.translator.messages.noSubmitAdapter });
      return;
    }
    submitting.set(true);
    try {
      const result = await send({ mode, formId, contentId, body });
      draft.clear();
      if (result.message) current.onMessage?.({ kind: "success", text: result.message });
      current.onSubmitted?.({ mode, body, result });
    } catch (error) {
      // What the user typed stays in the form and on the device: a failed submit loses nothing.
      draft.save(byKey);
      const text =
        error instanceof Error && error.message ? error.message : current.translator.messages.submitFailed;
      current.onMessage?.({ kind: "error", text });
    } finally {
      submitting.set(false);
    }
  }, [
    submitting,
    values,
    elements,
    patterns,
    initial,
    optionsByKey,
    errors,
    idPrefix,
    contentId,
    formId,
    draft,
  ]);

  const { adapters, renderers, Shell, disabled = false, showDiagnostics } = options;
  const onDiagnostic = useCallback((d: Diagnostic) => optionsRef.current.onDiagnostic(d), []);
  const engine = useMemo<Engine>(
    () => ({
      values,
      errors,
      submitting,
      optionsOf: (key) => optionsByKey.get(key) ?? [],
      failedKeys: initial.failedKeys,
      adapters,
      renderers,
      Shell,
      idPrefix,
      disabled,
      showDiagnostics,
      setValue,
      onDiagnostic,
    }),
    [
      values,
      errors,
      submitting,
      optionsByKey,
      initial,
      adapters,
      renderers,
      Shell,
      idPrefix,
      disabled,
      showDiagnostics,
      setValue,
      onDiagnostic,
    ],
  );

  return { engine, submit, rootRef };
}

/** Scroll the first failing field into view and focus its control. */
function focusFirst(
  root: HTMLElement | null,
  elements: readonly FormElement[],
  found: ReadonlyMap<string, unknown>,
  idPrefix: string,
): void {
  if (!root) return;
  const first = elements.find((e) => found.has(e.key));
  if (!first) return;
  const byId = root.ownerDocument.getElementById(`${idPrefix}-e${first.id}`);
  const field = root.querySelector<HTMLElement>(`[data-field-id="${first.id}"]`);
  const target =
    byId ?? field?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea, button") ?? field;
  if (!target) return;
  target.scrollIntoView?.({ block: "center" });
  target.focus({ preventScroll: true });
}
