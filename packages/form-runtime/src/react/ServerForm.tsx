import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import "../styles.css";
import type { ContentPayload, FormAdapters } from "../core/adapters";
import { applyEvolution, DEFAULT_EVOLUTION_POLICY, type EvolutionPolicy } from "../core/evolution";
import {
  MissingFormIdError,
  type PreparedForm,
  type PrepareInput,
  type PreparingForm,
  prepareFormNow,
  startPrepareForm,
} from "../core/prepareForm";
import { createTranslator, type MessageOverrides } from "../core/translator";
import type { Diagnostic, Enumeration, ServerElement, ValidationRule } from "../core/types";
import { defaultRenderers } from "../elements/defaultRenderers";
import { afterPaint } from "./afterPaint";
import { FieldShell } from "./FieldShell";
import { isDevelopment, useFormRuntimeSettings } from "./FormRuntimeProvider";
import { FormView } from "./FormView";
import type { FieldShellComponent, RendererOverrides } from "./types";
import { TranslatorContext, useMessages, useTranslator } from "./useMessages";
import { type FormMessage, type SubmittedForm, useServerForm } from "./useServerForm";

/** Props of `ServerForm`. Adapters, renderers and shell given here are merged over the provider's. */
export interface ServerFormProps extends MessageOverrides {
  /** Form id: loads the form when `elements` is not given; sent as `form_id`. */
  readonly formId?: number | string | null;
  /** Content id: with it the form loads the content and submits as edit, without it as create. */
  readonly contentId?: number | string | null;
  /**
   * The server's elements as they arrive (skips `loadForm`). Decoded tolerantly: an element that does not fit is
   * reported through `onDiagnostic` and shown as a diagnostic slot; the rest of the form still works.
   */
  readonly elements?: readonly ServerElement[];
  /** Existing content and draft (skips `loadContent`). */
  readonly content?: ContentPayload | null;
  readonly enumerations?: readonly Enumeration[];
  readonly validations?: readonly ValidationRule[];
  readonly adapters?: FormAdapters;
  readonly renderers?: RendererOverrides;
  readonly fieldShell?: FieldShellComponent;
  readonly disabled?: boolean;
  readonly showDiagnostics?: boolean;
  readonly title?: string;
  /** Submit label; default the `submit` message (the spec's submit text). */
  readonly submitLabel?: string;
  readonly onDiagnostic?: (diagnostic: Diagnostic) => void;
  /** Server messages (success and failure) for the app to show as toasts. */
  readonly onMessage?: (message: FormMessage) => void;
  readonly onSubmitted?: (submitted: SubmittedForm) => void;
  /**
   * What this form does with an element kind the engine does not know or a payload declaring a newer
   * `schema_version`: `"drop"` (leave it out silently), `"notice"` (default: a notice in its place, the rest
   * submits) or `"block"` (the notice, and submit refused with a Persian message).
   */
  readonly evolution?: EvolutionPolicy;
  /** The payload's `schema_version` when `elements` come without it (a payload object's own version wins). */
  readonly schemaVersion?: number | null;
}

type LoadState =
  | { readonly status: "loading" }
  | { readonly status: "missingFormId" }
  | { readonly status: "error"; readonly error: unknown }
  | { readonly status: "ready"; readonly prepared: PreparedForm };

/** A server-driven form: loads, decodes and renders the elements, validates and submits through adapters. */
export function ServerForm(props: ServerFormProps) {
  const settings = useFormRuntimeSettings();
  const adapters = useMemo(
    () => ({ ...settings.adapters, ...props.adapters }),
    [settings.adapters, props.adapters],
  );
  const [attempt, setAttempt] = useState(0);
  const reportRef = useRef<(d: Diagnostic) => void>(() => {});
  reportRef.current = (d) => {
    props.onDiagnostic?.(d);
    settings.onDiagnostic?.(d);
  };

  const {
    formId = null,
    contentId = null,
    elements,
    content,
    enumerations,
    validations,
    schemaVersion,
  } = props;
  // A form given its elements and all they need is prepared while it first renders: it shows in the first commit,
  // with no loading state in between.
  const [firstRender] = useState(() => {
    const preparing = prepareNow({
      formId,
      contentId,
      adapters,
      elements,
      content,
      enumerations,
      validations,
      schemaVersion,
    });
    const inputs = [formId, contentId, elements, content, enumerations, validations, schemaVersion];
    return preparing ? { preparing, inputs, reported: false, superseded: false } : null;
  });
  const firstRef = useRef(firstRender);
  const [state, setState] = useState<LoadState>(() =>
    firstRender ? { status: "ready", prepared: firstRender.preparing.prepared } : { status: "loading" },
  );
  // Adapters are read when loading starts: a parent re-render with a new adapters object must not reload the form.
  const adaptersRef = useRef(adapters);
  adaptersRef.current = adapters;
  useEffect(() => {
    let live = true;
    const first = firstRef.current;
    const inputs = [formId, contentId, elements, content, enumerations, validations, schemaVersion];
    if (first && !first.superseded && attempt === 0 && sameInputs(first.inputs, inputs)) {
      // Reported once, though a development double effect runs this twice.
      if (!first.reported) for (const d of first.preparing.prepared.diagnostics) reportRef.current(d);
      first.reported = true;
      // Compiled after the form's first paint: only a submit needs the patterns (and waits for them, starting them
      // itself if it comes first), and their chunk and analysis would otherwise run before that paint.
      const cancel = afterPaint(() => {
        void first.preparing.compile().then((late) => {
          if (live) for (const d of late) reportRef.current(d);
        });
      });
      return () => {
        live = false;
        cancel();
      };
    }
    if (first) first.superseded = true;
    setState({ status: "loading" });
    // `attempt` re-runs the load after "retry".
    void attempt;
    // The form renders while its patterns compile (only a submit needs them); their diagnostics follow.
    startPrepareForm({
      formId,
      contentId,
      adapters: adaptersRef.current,
      elements,
      content,
      enumerations,
      validations,
      schemaVersion,
    }).then(
      ({ prepared, compile }) => {
        if (!live) return;
        for (const d of prepared.diagnostics) reportRef.current(d);
        setState({ status: "ready", prepared });
        void compile().then((late) => {
          if (live) for (const d of late) reportRef.current(d);
        });
      },
      (error: unknown) => {
        if (!live) return;
        setState(
          error instanceof MissingFormIdError ? { status: "missingFormId" } : { status: "error", error },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [formId, contentId, elements, content, enumerations, validations, schemaVersion, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Provider overrides first, the form's own on top.
  const translator = useMemo(
    () =>
      createTranslator(
        {
          messages: settings.messages,
          moduleMessages: settings.moduleMessages,
          errorMessage: settings.errorMessage,
        },
        { messages: props.messages, moduleMessages: props.moduleMessages, errorMessage: props.errorMessage },
      ),
    [
      settings.messages,
      settings.moduleMessages,
      settings.errorMessage,
      props.messages,
      props.moduleMessages,
      props.errorMessage,
    ],
  );
  return (
    <TranslatorContext.Provider value={translator}>
      <FormState state={state} onRetry={retry}>
        {(prepared) => <ReadyForm {...props} adapters={adapters} prepared={prepared} report={reportRef} />}
      </FormState>
    </TranslatorContext.Provider>
  );
}

/** {@link prepareFormNow}, or null when it throws (the loading path then reports the error as it always does). */
function prepareNow(input: PrepareInput): PreparingForm | null {
  try {
    return prepareFormNow(input);
  } catch {
    return null;
  }
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/** Loading, missing form id, load error, or the ready form. */
function FormState({
  state,
  onRetry,
  children,
}: {
  readonly state: LoadState;
  readonly onRetry: () => void;
  readonly children: (prepared: PreparedForm) => ReactNode;
}) {
  const messages = useMessages();
  if (state.status === "loading") {
    return (
      <div className="fr-state" role="status" aria-busy="true">
        <span className="fr-spinner" aria-hidden="true" />
        {messages.loading}
      </div>
    );
  }
  if (state.status === "missingFormId") {
    return (
      <div className="fr-state fr-state-error" role="alert">
        {messages.missingFormId}
      </div>
    );
  }
  if (state.status === "error") return <LoadError onRetry={onRetry} />;
  return children(state.prepared);
}

/** The generic error component shown when loading fails. */
export function LoadError({ onRetry }: { readonly onRetry: () => void }) {
  const messages = useMessages();
  return (
    <div className="fr-state fr-state-error" role="alert">
      <p>{messages.loadError}</p>
      <button type="button" className="fr-button fr-button-secondary" onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}

function ReadyForm(
  props: ServerFormProps & {
    readonly adapters: FormAdapters;
    readonly prepared: PreparedForm;
    readonly report: { readonly current: (d: Diagnostic) => void };
  },
) {
  const settings = useFormRuntimeSettings();
  const translator = useTranslator();
  const { prepared, report } = props;
  const renderers = useMemo(
    () => ({ ...defaultRenderers, ...settings.renderers, ...props.renderers }),
    [settings.renderers, props.renderers],
  );
  const onDiagnostic = useCallback((d: Diagnostic) => report.current(d), [report]);
  const form = useServerForm(prepared, {
    adapters: props.adapters,
    renderers,
    Shell: props.fieldShell ?? settings.fieldShell ?? FieldShell,
    disabled: props.disabled,
    showDiagnostics: props.showDiagnostics ?? settings.showDiagnostics ?? isDevelopment(),
    onDiagnostic,
    translator,
    onMessage: props.onMessage,
    onSubmitted: props.onSubmitted,
  });
  // Cheap and rare to change (a new prepared form or policy re-renders this form anyway): no memo.
  const evolution = applyEvolution(
    prepared.decoded.items,
    prepared.schemaVersion,
    props.evolution ?? DEFAULT_EVOLUTION_POLICY,
  );
  const guardedSubmit = evolution.blocksSubmit
    ? async () => props.onMessage?.({ kind: "error", text: translator.messages.evolutionBlocked })
    : form.submit;
  return (
    <FormView
      {...form}
      submit={guardedSubmit}
      items={evolution.items}
      notices={{
        draft: prepared.initial.hasDraft,
        restored: prepared.initial.restored,
        evolution: evolution.notice,
      }}
      title={props.title}
      submitLabel={props.submitLabel ?? translator.messages.submit}
    />
  );
}
