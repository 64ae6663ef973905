import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { createModalStack, type ModalStack } from "./modalStack";
// The modals' styles load with the provider every screen has, not with Modal.tsx: Modal sits in the lazy chunks of
// many screens, and a stylesheet of its own would be listed (and fetched) as a dependency of each of them.
import "./Modal.css";

const ModalContext = createContext<ModalStack | null>(null);

/** Holds the modal stack and locks body scroll while any modal is open. */
export function ModalProvider({ children, stack }: { children: ReactNode; stack?: ModalStack }) {
  const value = useMemo(() => stack ?? createModalStack(), [stack]);
  const ids = useSyncExternalStore(value.subscribe, value.ids, value.ids);
  useEffect(() => {
    if (ids.length === 0) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [ids.length]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

/** The modal stack of the nearest provider. */
export function useModalStack(): ModalStack {
  const stack = useContext(ModalContext);
  if (!stack) throw new Error("useModalStack needs a ModalProvider");
  return stack;
}

/** The ids currently open, in order. */
export function useModalIds(): readonly string[] {
  const stack = useModalStack();
  return useSyncExternalStore(stack.subscribe, stack.ids, stack.ids);
}
