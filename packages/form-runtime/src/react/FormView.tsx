import type { DecodedItem } from "../core/decode";
import { messages } from "../core/messages";
import { DiagnosticSlot } from "./DiagnosticSlot";
import { ElementRenderer } from "./ElementRenderer";
import { EngineContext, type EngineForm } from "./engine";
import { useFormSelector } from "./useFormSelector";
import type { useServerForm } from "./useServerForm";

/** Notices shown above the fields. */
export interface FormNotices {
  readonly draft: boolean;
  readonly restored: boolean;
}

/**
 * The rendered form. A `section`, not a `<form>`: Chromium makes controls inside a `<form>`
 * expensive to create (hundreds of ms at 1000 fields), and submit is an explicit button anyway.
 */
export function FormView({
  items,
  engine,
  submit,
  rootRef,
  notices,
  title,
  submitLabel,
}: ReturnType<typeof useServerForm> & {
  readonly items: readonly DecodedItem[];
  readonly notices: FormNotices;
  readonly title?: string;
  readonly submitLabel: string;
}) {
  return (
    <EngineContext.Provider value={engine}>
      <section className="fr-form" aria-label={title} ref={rootRef}>
        {notices.draft ? (
          <p className="fr-notice" role="status">
            {messages.draftNotice}
          </p>
        ) : null}
        {notices.restored ? (
          <p className="fr-notice fr-notice-muted" role="status">
            {messages.restoredNotice}
          </p>
        ) : null}
        {items.map((item) =>
          item.ok ? (
            <ElementRenderer key={item.element.key} element={item.element} />
          ) : (
            <DiagnosticSlot key={item.slot} diagnostics={item.diagnostics} visible={engine.showDiagnostics} />
          ),
        )}
        <SubmitBar form={engine.form} disabled={engine.disabled} label={submitLabel} onSubmit={submit} />
      </section>
    </EngineContext.Provider>
  );
}

function SubmitBar({
  form,
  disabled,
  label,
  onSubmit,
}: {
  readonly form: EngineForm;
  readonly disabled: boolean;
  readonly label: string;
  readonly onSubmit: () => Promise<void>;
}) {
  const submitting = useFormSelector(form, (state) => state.isSubmitting);
  return (
    <div className="fr-actions">
      <button
        type="button"
        className="fr-button fr-button-primary"
        disabled={disabled || submitting}
        aria-busy={submitting}
        onClick={() => {
          void onSubmit();
        }}
      >
        {submitting ? messages.submitting : label}
      </button>
    </div>
  );
}
