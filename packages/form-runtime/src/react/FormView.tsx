import { Fragment } from "react";
import type { DecodedItem } from "../core/decode";
import { DiagnosticSlot } from "./DiagnosticSlot";
import { ElementRenderer } from "./ElementRenderer";
import { EngineContext, type EngineForm } from "./engine";
import { fieldGroups } from "./fieldGroups";
import { useFormSelector } from "./useFormSelector";
import { useMessages } from "./useMessages";
import type { useServerForm } from "./useServerForm";

/** Notices shown above the fields. */
export interface FormNotices {
  readonly draft: boolean;
  readonly restored: boolean;
  /** The evolution policy's notice: a newer payload ("notice"), or a form that cannot be sent ("block"). */
  readonly evolution: "newer" | "blocked" | null;
}

/**
 * The rendered form: a real `<form>` (Enter in a text field submits, browsers' autofill and password managers see
 * a form). `noValidate`: the engine's own validation shows the spec's Persian messages. A submit that bubbles up
 * from a form rendered in a portal (the address detail form in its dialog) is not this form's.
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
  const messages = useMessages();
  return (
    <EngineContext.Provider value={engine}>
      <form
        className="fr-form"
        aria-label={title}
        ref={rootRef}
        noValidate
        onSubmit={(event) => {
          if (event.target !== event.currentTarget) return;
          event.preventDefault();
          void submit();
        }}
      >
        {notices.draft ? (
          <p className="fr-notice" role="status">
            {messages.draftNotice}
          </p>
        ) : null}
        {notices.evolution === "newer" ? (
          <p className="fr-notice" role="status">
            {messages.newerPayloadNotice}
          </p>
        ) : null}
        {notices.evolution === "blocked" ? (
          <p className="fr-notice fr-notice-error" role="alert">
            {messages.evolutionBlocked}
          </p>
        ) : null}
        {notices.restored ? (
          <p className="fr-notice fr-notice-muted" role="status">
            {messages.restoredNotice}
          </p>
        ) : null}
        {/* The fields are built inside a wrapper that joins the form once: Chromium associates each control
            appended to a detached <form> with it at a cost that grows with the controls already there, so appending
            1000 fields one by one cost about 1 s of mount. `display: contents` keeps the form's layout. */}
        <div className="fr-fields">
          {fieldGroups(items).map((group) => {
            const children = group.items.map((item) =>
              item.ok ? (
                <ElementRenderer key={item.element.key} element={item.element} />
              ) : (
                <DiagnosticSlot
                  key={item.slot}
                  diagnostics={item.diagnostics}
                  visible={engine.showDiagnostics}
                />
              ),
            );
            // A group of hidden values alone would be an empty box taking a gap of the form's column.
            return group.shown ? (
              <div className="fr-group" key={group.key}>
                {children}
              </div>
            ) : (
              <Fragment key={group.key}>{children}</Fragment>
            );
          })}
        </div>
        <SubmitBar form={engine.form} disabled={engine.disabled} label={submitLabel} />
      </form>
    </EngineContext.Provider>
  );
}

function SubmitBar({
  form,
  disabled,
  label,
}: {
  readonly form: EngineForm;
  readonly disabled: boolean;
  readonly label: string;
}) {
  const messages = useMessages();
  const submitting = useFormSelector(form, (state) => state.isSubmitting);
  return (
    <div className="fr-actions">
      <button
        type="submit"
        className="fr-button fr-button-primary"
        disabled={disabled || submitting}
        aria-busy={submitting}
      >
        {submitting ? messages.submitting : label}
      </button>
    </div>
  );
}
