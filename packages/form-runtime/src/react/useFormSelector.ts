import { useCallback, useSyncExternalStore } from "react";
import type { EngineForm } from "./engine";

/**
 * Subscribe to one slice of the TanStack form state. React 19's own `useSyncExternalStore` does the work, so the
 * engine needs only TanStack's framework-free `FormApi` (about 7 KB gzipped less than `useForm` + `useStore`).
 * `select` must return a stable value for an unchanged state (a field value, a flag).
 */
export function useFormSelector<T>(form: EngineForm, select: (state: EngineForm["state"]) => T): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = form.store.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    [form],
  );
  const read = () => select(form.store.state);
  return useSyncExternalStore(subscribe, read, read);
}
