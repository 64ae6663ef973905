/** A toast: kind, text and a unique id. */
export interface Toast {
  id: number;
  kind: "success" | "error" | "info";
  text: string;
}

/** Toasts of section 9: auto-close after 5000 ms. */
export const TOAST_MS = 5000;

/** A framework-free toast queue, callable from query callbacks as well as components. */
export interface Toaster {
  show(kind: Toast["kind"], text: string): number;
  success(text: string): number;
  error(text: string): number;
  dismiss(id: number): void;
  /** Closes every toast `match` picks, before its time (what it said no longer holds). */
  dismissWhere(match: (toast: Toast) => boolean): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/** Creates a toaster; `schedule` is injectable so tests control time. */
export function createToaster(schedule: (fn: () => void, ms: number) => void = setTimeout): Toaster {
  let toasts: Toast[] = [];
  let next = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  const dismiss = (id: number) => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };
  // One toast per message: the same text again (a provider pressing on while it shows) replaces it rather than
  // stacking copies over the screen, and lasts its full time from now. A success replaces any earlier one: it
  // confirms the last action, and the last step's «saved» stayed under the next step's errors.
  const show = (kind: Toast["kind"], text: string) => {
    const id = next++;
    const replaced = (t: Toast) => t.kind === kind && (t.text === text || kind === "success");
    toasts = [...toasts.filter((t) => !replaced(t)), { id, kind, text }];
    emit();
    schedule(() => dismiss(id), TOAST_MS);
    return id;
  };
  return {
    show,
    success: (text) => show("success", text),
    error: (text) => show("error", text),
    dismiss,
    dismissWhere(match) {
      const kept = toasts.filter((t) => !match(t));
      if (kept.length === toasts.length) return;
      toasts = kept;
      emit();
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
