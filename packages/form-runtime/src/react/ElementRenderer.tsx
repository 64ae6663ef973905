import { type ComponentType, memo, useCallback, useSyncExternalStore } from "react";
import type { HeldValue } from "../core/conversions";
import { messages } from "../core/messages";
import type { ElementKind, FormElement } from "../core/types";
import { errorMessage } from "../core/validate";
import { useEngine } from "./engine";
import { fieldIds } from "./ids";
import type { ElementRendererProps } from "./types";
import { useFormSelector } from "./useFormSelector";

/** Kinds whose control carries its own label (a single checkbox). */
const SELF_LABELLED = new Set<ElementKind>(["checkbox", "flag"]);

const noop = () => {};

/**
 * Renders one element with the renderer registered for its kind, inside the field shell. Subscribes only to
 * its own value and error, so a keystroke re-renders this field alone.
 */
export const ElementRenderer = memo(function ElementRenderer({ element }: { readonly element: FormElement }) {
  const engine = useEngine();
  const name = engine.nameOf(element.key);
  const value = useFormSelector(engine.form, (state) => state.values[name]);
  const subscribe = useCallback(
    (listener: () => void) => engine.errors.subscribe(element.key, listener),
    [engine, element],
  );
  const code = useSyncExternalStore(
    subscribe,
    () => engine.errors.get(element.key),
    () => engine.errors.get(element.key),
  );
  const onChange = useCallback((next: HeldValue) => engine.setValue(element, next), [engine, element]);
  const error = code ? errorMessage(code) : null;
  const ids = fieldIds(engine.idPrefix, element, error !== null);
  const Shell = engine.Shell;
  if (engine.failedKeys.has(element.key)) {
    return (
      <Shell element={element} ids={ids} error={null} showLabel>
        <div className="fr-placeholder" data-failure-fields="true" id={ids.control}>
          {messages.failureFields}
        </div>
      </Shell>
    );
  }
  // The registry is keyed by kind, so the renderer found for `element.kind` takes that kind's props.
  const Renderer = engine.renderers[element.kind] as unknown as ComponentType<
    ElementRendererProps<ElementKind>
  >;
  const control = (
    <Renderer
      element={element}
      value={value as HeldValue}
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
  // A hidden static value has no label, help or error to show.
  if (element.kind === "static") return control;
  return (
    <Shell element={element} ids={ids} error={error} showLabel={!SELF_LABELLED.has(element.kind)}>
      {control}
    </Shell>
  );
});
