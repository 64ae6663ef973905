import { FormApi } from "@tanstack/react-form";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FormAdapters, SubmitResult } from "../core/adapters";
import type { HeldValue } from "../core/conversions";
import { createErrorStore } from "../core/errorStore";
import type { FormEventHandler, SubmitOutcome } from "../core/formEvents";
import { buildSubmitBody } from "../core/initialValues";
import { type PreparedForm, patternsCompiling } from "../core/prepareForm";
import { refusedFields } from "../core/refusedFields";
import { reportEvent } from "../core/reportEvent";
import type { Translator } from "../core/translator";
import type { Diagnostic, FormElement, JsonValue } from "../core/types";
import { type ErrorCode, validateForm } from "../core/validate";
import type { Engine, EngineForm, HeldValues } from "./engine";
import { createFieldValues } from "./fieldValues";
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

const FLAT_NAME = /^[A-Za-z_$][\w$-]*$/;

/**
 * The form engine on top of TanStack Form: values live in a TanStack form, which also runs the submission; each
 * field subscribes to its own key through a thin per-key layer (`fieldValues`), so a keystroke wakes one field.
 * Validation is one pass of the pure core on submit, written back in one batch.
 */
export function useServerForm(prepared: PreparedForm, options: UseServerFormOptions) {
  const { decoded, initial, optionsByKey, patterns, draft, formId, contentId } = prepared;
  const elements = decoded.elements;
  const idPrefix = useId().replace(/:/g, "");
  const names = useMemo(() => {
    const map = new Map<string, string>();
    // TanStack reads '.' and '[' in a name as a path: such keys get a flat internal name.
    for (const e of elements) map.set(e.key, FLAT_NAME.test(e.key) ? e.key : `__e${e.id}`);
    return map;
  }, [elements]);
  const nameOf = useCallback((key: string) => names.get(key) ?? key, [names]);

  const defaultValues = useMemo(() => {
    const values: HeldValues = {};
    for (const e of elements) values[nameOf(e.key)] = initial.values[e.key] ?? null;
    return values;
  }, [elements, initial, nameOf]);

  const optionsRef = useRef(options);
  optionsRef.current = options;

  const valuesByKey = useCallback(
    (held: HeldValues) => {
      const out: Record<string, HeldValue> = {};
      for (const e of elements) out[e.key] = (held[nameOf(e.key)] ?? null) as HeldValue;
      return out;
    },
    [elements, nameOf],
  );

  const errors = useMemo(() => createErrorStore(), []);
  // Texts of the fields a refused submit named, kept until each is edited: read by their fields through the SERVER
  // error code, and a submit stays blocked while any remains (the server would refuse the same value again).
  const serverMessages = useRef(new Map<string, string>());
  const rootRef = useRef<HTMLFormElement | null>(null);

  // TanStack's framework-free FormApi holds the values; created once per prepared form.
  const [form] = useState<EngineForm>(
    () =>
      new FormApi({
        defaultValues,
        onSubmit: async ({ value }) => {
          // A submit in the first moments after the form appeared waits for its patterns.
          const compiling = patternsCompiling(patterns);
          if (compiling) await compiling;
          const current = optionsRef.current;
          const byKey = valuesByKey(value);
          const found = withRefused(
            validateForm({
              elements,
              values: byKey,
              patterns,
              failedKeys: initial.failedKeys,
              optionsByKey,
            }),
            serverMessages.current,
            elements,
          );
          const mode = contentId === null ? "create" : "edit";
          const onEvent = current.adapters.onEvent;
          // Commit the errors before focusing, so the browser lays the page out once, not before and after.
          flushSync(() => errors.replaceAll(found));
          if (found.size > 0) {
            focusFirst(rootRef.current, elements, found, idPrefix);
            reportErrors(onEvent, formId, mode, "invalid", found);
            return;
          }
          const body = buildSubmitBody(elements, byKey, formId, contentId);
          const submit = current.adapters.submit;
          if (!submit) {
            current.onMessage?.({ kind: "error", text: current.translator.messages.noSubmitAdapter });
            return;
          }
          try {
            const result = await submit({ mode, formId, contentId, body });
            draft.clear();
            if (result.message) current.onMessage?.({ kind: "success", text: result.message });
            reportEvent(onEvent, { type: "submitResult", formId, mode, outcome: "accepted", errorCount: 0 });
            current.onSubmitted?.({ mode, body, result });
          } catch (error) {
            // What the user typed stays in the form and on the device: a failed submit loses nothing.
            draft.save(byKey);
            // A refusal naming fields marks them and goes to the first, as the form's own checks do.
            const named = refusedFields(error, elements);
            if (named.size > 0) {
              serverMessages.current = named;
              const codes = withRefused(new Map(), named, elements);
              flushSync(() => errors.replaceAll(codes));
              focusFirst(rootRef.current, elements, codes, idPrefix);
              reportErrors(onEvent, formId, mode, "refused", codes);
            } else
              reportEvent(onEvent, { type: "submitResult", formId, mode, outcome: "failed", errorCount: 0 });
            const text =
              error instanceof Error && error.message
                ? error.message
                : current.translator.messages.submitFailed;
            current.onMessage?.({ kind: "error", text });
          }
        },
      }),
  );
  useEffect(() => form.mount(), [form]);
  // Whom a write wakes, per key; created once with the form (a new prepared form passes through the loading
  // state, which unmounts this one).
  const [values] = useState(() =>
    createFieldValues(
      form,
      elements.map((e) => e.key),
      nameOf,
    ),
  );

  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    if (saveTimer.current === null) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = null;
    draft.save(values.byKey());
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
      serverMessages.current.delete(element.key);
      errors.clear(element.key);
      if (saveTimer.current === null) saveTimer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [values, errors, flush],
  );

  const { adapters, renderers, Shell, disabled = false, showDiagnostics } = options;
  const onDiagnostic = useCallback((d: Diagnostic) => optionsRef.current.onDiagnostic(d), []);
  const engine = useMemo<Engine>(
    () => ({
      form,
      values,
      errors,
      serverMessage: (key: string) => serverMessages.current.get(key) || undefined,
      nameOf,
      optionsOf: (key) => optionsByKey.get(key) ?? [],
      failedKeys: initial.failedKeys,
      vendorKey: elements.find((e) => e.name === "vendor")?.key ?? null,
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
      form,
      values,
      errors,
      nameOf,
      optionsByKey,
      initial,
      elements,
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

  // A second submit (Enter again) while one is in flight would send the form twice: TanStack's `handleSubmit` stops
  // a form that cannot submit only on its first attempt, so a submit in flight is checked here.
  const submit = useCallback(async () => {
    if (form.state.isSubmitting) return;
    await form.handleSubmit();
  }, [form]);
  return { engine, submit, rootRef };
}

/** One `fieldErrorShown` per failing field, then the submit's result. */
function reportErrors(
  onEvent: FormEventHandler | undefined,
  formId: number | string | null,
  mode: "create" | "edit",
  outcome: SubmitOutcome,
  found: ReadonlyMap<string, ErrorCode>,
): void {
  if (!onEvent) return;
  for (const [key, kind] of found) reportEvent(onEvent, { type: "fieldErrorShown", formId, key, kind });
  reportEvent(onEvent, { type: "submitResult", formId, mode, outcome, errorCount: found.size });
}

/**
 * The form's own errors plus SERVER for every field a refusal named that was not edited since (its own error, when it
 * has one, wins), in the form's order; the same map when nothing is refused.
 */
function withRefused(
  found: ReadonlyMap<string, ErrorCode>,
  refused: ReadonlyMap<string, string>,
  elements: readonly FormElement[],
): ReadonlyMap<string, ErrorCode> {
  if (refused.size === 0) return found;
  const merged = new Map<string, ErrorCode>();
  for (const e of elements) {
    const code = found.get(e.key) ?? (refused.has(e.key) ? "SERVER" : undefined);
    if (code) merged.set(e.key, code);
  }
  return merged;
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
