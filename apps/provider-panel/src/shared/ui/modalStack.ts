/** The modal stack of section 4: ids in opening order; only the last is visible. */
export interface ModalStack {
  open(id: string): void;
  close(id: string): void;
  top(): string | null;
  ids(): readonly string[];
  /** Whether `id` is open with another modal above it (a modal not yet open is not covered). */
  covered(id: string): boolean;
  subscribe(listener: () => void): () => void;
}

/** Creates an empty stack; opening an id already open moves it to the top. */
export function createModalStack(): ModalStack {
  let ids: string[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    open(id) {
      ids = [...ids.filter((x) => x !== id), id];
      emit();
    },
    close(id) {
      if (!ids.includes(id)) return;
      ids = ids.filter((x) => x !== id);
      emit();
    },
    top: () => ids[ids.length - 1] ?? null,
    ids: () => ids,
    covered: (id) => ids.includes(id) && ids[ids.length - 1] !== id,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
