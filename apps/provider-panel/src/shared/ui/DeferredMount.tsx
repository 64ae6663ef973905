import { type ReactNode, useDeferredValue } from "react";

/**
 * Mounts `children` in a deferred render: the update that mounts this component commits `fallback` at once, and
 * React then renders `children` at transition priority, in slices it yields between, instead of in the task of
 * that update. For a large subtree whose mount is triggered by a store (a query answer, the router's state): those
 * updates render synchronously, in one long task.
 */
export function DeferredMount({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
