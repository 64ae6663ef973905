import { useEffect, useState } from "react";
import { type DraftName, loadDraft, saveDraft } from "./formDrafts";

/**
 * `useFieldValues` whose values survive a reload: read from the device on mount, written back on every change.
 * Call `clearDraft(name)` after a successful send.
 */
export function useDraftValues<V extends Record<string, string>>(name: DraftName, initial: V) {
  const [values, setValues] = useState<V>(() => loadDraft(name, initial));
  useEffect(() => {
    saveDraft(name, values);
  }, [name, values]);
  const set = (key: keyof V) => (value: string) => setValues((old) => ({ ...old, [key]: value }));
  return { values, set, setValues };
}
