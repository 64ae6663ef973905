import { type ReactNode, useSyncExternalStore } from "react";
import { modalMessages } from "../../messages/modal";
import { Icon, iconClose } from "./Icon";
import type { Toaster } from "./toaster";
import "./Toasts.css";

/** Renders the toaster's toasts above the tab bar, after the app (the toaster itself travels in the services). */
export function ToastProvider({ toaster, children }: { toaster: Toaster; children: ReactNode }) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.list, toaster.list);
  return (
    <>
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
    </>
  );
}
