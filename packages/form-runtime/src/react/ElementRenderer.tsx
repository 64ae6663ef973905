import { type ComponentType, memo, useCallback, useMemo, useSyncExternalStore } from "react";
import type { HeldValue } from "../core/conversions";
import type { ElementKind, FormElement } from "../core/types";
import { type Engine, useEngine } from "./engine";
import { FieldShell } from "./FieldShell";
import { fieldSource } from "./fieldSource";
import { fieldIds } from "./ids";
import type { ElementRendererProps, FieldIds } from "./types";
import { useTranslator } from "./useMessages";

/** Kinds whose control carries its own label (a single checkbox). */
const SELF_LABELLED = new Set<ElementKind>(["checkbox", "flag"]);

const noop = () => {};

/**
 * Renders one element with the renderer registered for its kind, inside the field shell. With the default shell
 * (called, not mounted) this is one component with one store subscription (value, error and the vendor rule
 * together), so a field mounts two components and a keystroke or a shown error renders those two. A team's own
 * shell is a component that a keystroke must not re-render: then the control follows the value in `FieldControl`.
 */
export const ElementRenderer = memo(function ElementRenderer({ element }: { readonly element: FormElement }) {
  const engine = useEngine();
  const Shell = engine.Shell;
  const ownShell = Shell !== FieldShell;
  const vendorKey = element.vendor ? engine.vendorKey : null;
  const source = useMemo(
    () => fieldSource(engine.values, engine.errors, element.key, vendorKey, !ownShell),
    [engine.values, engine.errors, element.key, vendorKey, ownShell],
  );
  const { value, code, vendorOn } = useSyncExternalStore(source.subscribe, source.read, source.read);
  // A vendor-marked field is required while the vendor field is '1': its caption, mark and aria-required follow.
  const shown = useMemo(
    () => (vendorOn && !element.required ? { ...element, required: true } : element),
    [element, vendorOn],
  );
  const onChange = useCallback((next: HeldValue) => engine.setValue(element, next), [engine, element]);
  const translator = useTranslator();
  const error =
    code === "SERVER"
      ? (engine.serverMessage(shown.key) ?? translator.error(code, shown))
      : code
        ? translator.error(code, shown)
        : null;
  const ids = useMemo(() => fieldIds(engine.idPrefix, shown, error !== null), [engine, shown, error]);
  if (engine.failedKeys.has(shown.key)) {
    return (
      <Shell element={shown} ids={ids} error={null} showLabel>
        <div className="fr-placeholder" data-failure-fields="true" id={ids.control}>
          {translator.messages.failureFields}
        </div>
      </Shell>
    );
  }
  const control = ownShell ? (
    <FieldControl element={shown} error={error} ids={ids} />
  ) : (
    renderControl(engine, shown, value, onChange, error, ids)
  );
  // A hidden static value has no label, help or error to show.
  if (shown.kind === "static") return control;
  const shell = { element: shown, ids, error, showLabel: !SELF_LABELLED.has(shown.kind), children: control };
  return ownShell ? <Shell {...shell} /> : FieldShell(shell);
});

/** The kind's registered renderer for one field. */
function renderControl(
  engine: Engine,
  element: FormElement,
  value: HeldValue,
  onChange: (next: HeldValue) => void,
  error: string | null,
  ids: FieldIds,
) {
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
}

/** Under a team's own shell: the control follows the field's value, so a keystroke leaves the shell alone. */
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
  return renderControl(engine, element, value, onChange, error, ids);
});
