import { type ComponentType, memo, useCallback, useMemo, useSyncExternalStore } from "react";
import type { HeldValue } from "../core/conversions";
import type { ElementKind, FormElement } from "../core/types";
import { isVendorOn } from "../core/validate";
import { useEngine } from "./engine";
import { FieldShell } from "./FieldShell";
import { fieldIds } from "./ids";
import type { ElementRendererProps, FieldIds } from "./types";
import { useTranslator } from "./useMessages";

/** Kinds whose control carries its own label (a single checkbox). */
const SELF_LABELLED = new Set<ElementKind>(["checkbox", "flag"]);

const noop = () => {};

/**
 * Renders one element with the renderer registered for its kind, inside the field shell. Two components, two
 * subscriptions: this one follows the field's error (and re-renders the shell and caption only when it changes);
 * `FieldControl` follows the value. A keystroke therefore re-renders `FieldControl` and the renderer alone.
 */
export const ElementRenderer = memo(function ElementRenderer({ element }: { readonly element: FormElement }) {
  const engine = useEngine();
  const subscribe = useCallback(
    (listener: () => void) => engine.errors.subscribe(element.key, listener),
    [engine, element],
  );
  const code = useSyncExternalStore(
    subscribe,
    () => engine.errors.get(element.key),
    () => engine.errors.get(element.key),
  );
  const vendorRequired = useVendorRequired(element);
  // A vendor-marked field is required while the vendor field is '1': its caption, mark and aria-required follow.
  const shown = useMemo(
    () => (vendorRequired && !element.required ? { ...element, required: true } : element),
    [element, vendorRequired],
  );
  const translator = useTranslator();
  const error =
    code === "SERVER"
      ? (engine.serverMessage(shown.key) ?? translator.error(code, shown))
      : code
        ? translator.error(code, shown)
        : null;
  const ids = useMemo(() => fieldIds(engine.idPrefix, shown, error !== null), [engine, shown, error]);
  const Shell = engine.Shell;
  if (engine.failedKeys.has(shown.key)) {
    return (
      <Shell element={shown} ids={ids} error={null} showLabel>
        <div className="fr-placeholder" data-failure-fields="true" id={ids.control}>
          {translator.messages.failureFields}
        </div>
      </Shell>
    );
  }
  const control = <FieldControl element={shown} error={error} ids={ids} />;
  // A hidden static value has no label, help or error to show.
  if (shown.kind === "static") return control;
  const shell = { element: shown, ids, error, showLabel: !SELF_LABELLED.has(shown.kind), children: control };
  // The default shell has no hooks: called, it adds no fiber per field, which an empty submit would render once per
  // failing field. A team's own shell stays a component (it may hold state).
  return Shell === FieldShell ? FieldShell(shell) : <Shell {...shell} />;
});

/** True while `element` is vendor-marked and the form's vendor field holds '1' (follows that field only). */
function useVendorRequired(element: FormElement): boolean {
  const engine = useEngine();
  const key = element.vendor ? engine.vendorKey : null;
  const subscribe = useCallback(
    (listener: () => void) => (key === null ? noopUnsubscribe : engine.values.subscribe(key, listener)),
    [engine, key],
  );
  const read = () => (key === null ? false : isVendorOn(engine.values.get(key)));
  return useSyncExternalStore(subscribe, read, read);
}

const noopUnsubscribe = () => {};

/** The field's control: subscribes to the field's own value and renders the registered renderer with it. */
const FieldControl = memo(function FieldControl({
  element,
  error,
  ids,
}: {
  readonly element: FormElement;
  readonly error: string | null;
  readonly ids: FieldIds;
}) {
  const engine = useEngine();
  const subscribe = useCallback(
    (listener: () => void) => engine.values.subscribe(element.key, listener),
    [engine, element],
  );
  const read = () => engine.values.get(element.key);
  const value = useSyncExternalStore(subscribe, read, read);
  const onChange = useCallback((next: HeldValue) => engine.setValue(element, next), [engine, element]);
  // The registry is keyed by kind, so the renderer found for `element.kind` takes that kind's props.
  const Renderer = engine.renderers[element.kind] as unknown as ComponentType<
    ElementRendererProps<ElementKind>
  >;
  return (
    <Renderer
      element={element}
      value={value}
      onChange={onChange}
      onBlur={noop}
      error={error}
      disabled={engine.disabled}
      ids={ids}
      options={engine.optionsOf(element.key)}
      adapters={engine.adapters}
      onDiagnostic={engine.onDiagnostic}
    />
  );
});
