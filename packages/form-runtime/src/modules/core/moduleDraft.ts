import type { DraftStorage } from "../../core/adapters";
import { createDraftStore, type DraftStore, defaultDraftStorage, draftKey } from "../../core/draftStore";

/** Where a module editor keeps what was typed until it is saved: its key, and the storage (default localStorage). */
export interface ModuleDraftOptions {
  /** One key per form, content and step: {@link moduleDraftKey}. */
  key: string;
  /** `null` keeps nothing on the device; omitted, `localStorage` when allowed. */
  storage?: DraftStorage | null;
}

/**
 * Storage key of a module step's typed values: the form's key ({@link draftKey}) and the step, so the price and
 * timetable of one content, and the same step of two contents, never share a draft.
 */
export function moduleDraftKey(
  formId: number | string | null,
  contentId: number | string | null,
  step: string,
): string {
  return `${draftKey(formId, contentId)}:${step}`;
}

/** The draft store of a module step, or null when the caller keeps no draft. */
export function moduleDraftStore(options: ModuleDraftOptions | undefined): DraftStore | null {
  if (!options) return null;
  const storage = options.storage === undefined ? defaultDraftStorage() : options.storage;
  return createDraftStore(storage, options.key);
}
