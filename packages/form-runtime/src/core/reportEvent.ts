import type { FormEvent, FormEventHandler } from "./formEvents";

/** Gives `event` to the analytics adapter when there is one; an adapter's exception never reaches the form. */
export function reportEvent(onEvent: FormEventHandler | undefined, event: FormEvent): void {
  if (!onEvent) return;
  try {
    onEvent(event);
  } catch {
    // Analytics are best effort: a broken adapter must not stop a submit or an upload.
  }
}
