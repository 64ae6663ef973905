import type { HeldValue } from "../core/conversions";
import { createKeyedListeners } from "../core/keyedListeners";
import type { EngineForm } from "./engineForm";

/**
 * The TanStack form's values seen by element key, with one listener list per key. The values live in the form
 * (`FormApi` owns them and the submission); this layer only decides whom a write wakes. A TanStack store
 * subscription wakes every subscriber on every change, so each field re-running its selector made the time per key
 * grow with the number of fields; here a keystroke wakes only the field whose value changed. Every write goes
 * through `set` (the engine's `setValue`), so the listeners are never behind the form.
 */
export interface FieldValues {
  get(key: string): HeldValue;
  /** Every value, keyed by element key (a fresh object: callers may keep it). */
  byKey(): Record<string, HeldValue>;
  /** Write one value into the form and wake that key's listeners; an identical value wakes nobody. */
  set(key: string, value: HeldValue): void;
  /** Subscribe to one key; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void;
}

/** Per-key access to `form` for the element keys `keys`; `nameOf` gives a key's TanStack field name. */
export function createFieldValues(
  form: EngineForm,
  keys: readonly string[],
  nameOf: (key: string) => string,
): FieldValues {
  const { subscribe, notify } = createKeyedListeners();
  // Field names are flat (`nameOf` renames keys TanStack would read as paths), so a value is one property of the
  // form's values: read it directly rather than through `getFieldValue`, which parses the name as a path each call.
  const get = (key: string) => (form.state.values[nameOf(key)] ?? null) as HeldValue;
  return {
    get,
    byKey() {
      const out: Record<string, HeldValue> = {};
      for (const key of keys) out[key] = get(key);
      return out;
    },
    set(key, value) {
      if (Object.is(get(key), value)) return;
      // No TanStack meta, validators or listeners: validation is one pass of ours on submit.
      form.setFieldValue(nameOf(key), value, {
        dontUpdateMeta: true,
        dontValidate: true,
        dontRunListeners: true,
      });
      notify(key);
    },
    subscribe,
  };
}
