import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import { modalMessages } from "../../messages";
import { Icon, iconClose } from "./Icon";
import type { Toaster } from "./toaster";

const ToasterContext = createContext<Toaster | null>(null);

/** Provides the toaster and renders its toasts at the top right. */
export function ToastProvider({ toaster, children }: { toaster: Toaster; children: ReactNode }) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.list, toaster.list);
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`}>
            <span>{t.text}</span>
            <button
              type="button"
              className="toast-close"
              aria-label={modalMessages.close}
              onClick={() => toaster.dismiss(t.id)}
            >
              <Icon path={iconClose} size={16} />
            </button>
          </div>
        ))}
      </div>
    </ToasterContext.Provider>
  );
}

/** The toaster of the nearest provider. */
export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error("useToaster needs a ToastProvider");
  return toaster;
}
