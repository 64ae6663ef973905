import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { createModalStack, type ModalStack } from "./modalStack";
// The modals' styles load with the provider every screen has, not with Modal.tsx: Modal sits in the lazy chunks of
// many screens, and a stylesheet of its own would be listed (and fetched) as a dependency of each of them.
import "./Modal.css";

const ModalContext = createContext<ModalStack | null>(null);

/** Holds the modal stack and locks body scroll while any modal is open. */
export function ModalProvider({ children, stack }: { children: ReactNode; stack?: ModalStack }) {
  const value = useMemo(() => stack ?? createModalStack(), [stack]);
  // A boolean snapshot: the provider renders again when the first modal opens and the last closes, not on each one.
  const anyOpen = useSyncExternalStore(
    value.subscribe,
    () => value.ids().length > 0,
    () => value.ids().length > 0,
  );
  useEffect(() => {
    if (!anyOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [anyOpen]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

/** The modal stack of the nearest provider. */
export function useModalStack(): ModalStack {
  const stack = useContext(ModalContext);
  if (!stack) throw new Error("useModalStack needs a ModalProvider");
  return stack;
}

/**
 * Whether the modal `id` is open under another one. A boolean snapshot, so a modal renders again only when it is
 * covered or uncovered, never because it registered itself or another modal changed elsewhere in the stack.
 */
export function useModalCovered(id: string): boolean {
  const stack = useModalStack();
  const covered = () => stack.covered(id);
  return useSyncExternalStore(stack.subscribe, covered, covered);
}
