import type { DraftStorage } from "./adapters";
import { toJson } from "./conversions";
import type { JsonValue } from "./types";

const PREFIX = "form-runtime:typed:v1";

/** Storage key of what the user typed in one form, for one content id (or a new content). */
export function draftKey(formId: number | string | null, contentId: number | string | null): string {
  return `${PREFIX}:${formId ?? "-"}:${contentId ?? "new"}`;
}

/** `localStorage` when the environment has one and allows it (private modes may throw), else null. */
export function defaultDraftStorage(): DraftStorage | null {
  try {
    if (typeof globalThis.localStorage === "undefined") return null;
    const probe = `${PREFIX}:probe`;
    globalThis.localStorage.setItem(probe, "1");
    globalThis.localStorage.removeItem(probe);
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

/** Saved typed values of one form, keyed by field key. */
export type TypedValues = Readonly<Record<string, JsonValue>>;

/** Keeps typed values on the device so a reload, a crash or a failed submit loses nothing. */
export interface DraftStore {
  load(): TypedValues | null;
  save(values: Readonly<Record<string, unknown>>): void;
  clear(): void;
}

/** A draft store for one key; storage failures (quota, disabled storage) are swallowed, never thrown. */
export function createDraftStore(storage: DraftStorage | null, key: string): DraftStore {
  return {
    load() {
      if (!storage) return null;
      try {
        const text = storage.getItem(key);
        if (!text) return null;
        const parsed: unknown = JSON.parse(text);
        if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
        const json = toJson(parsed);
        return json && typeof json === "object" && !Array.isArray(json) ? (json as TypedValues) : null;
      } catch {
        return null;
      }
    },
    save(values) {
      if (!storage) return;
      try {
        storage.setItem(key, JSON.stringify(toJson(values)));
      } catch {
        // Quota or disabled storage: the form keeps working, only the device copy is missing.
      }
    },
    clear() {
      if (!storage) return;
      try {
        storage.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}
