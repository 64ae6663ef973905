// What a provider typed in a panel form, kept on the device like form-runtime's drafts (issue 14 item 11): a
// reload loses nothing; a successful send, leaving the flow and sign-out remove it.

/** Storage key prefix of every panel form draft (sign-out in app/createServices.ts removes them all by it). */
export const DRAFT_PREFIX = "panel:draft:v1:";
const PREFIX = DRAFT_PREFIX;

/** Where drafts live: `localStorage` in the app, any Storage in tests. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** The panel's forms that keep drafts (the profile form's per profile, so another account's never shows). */
export type DraftName =
  | "signup"
  | "ticket-new"
  | `ticket-reply:${number}`
  | `profile:${number}`
  | "top-up"
  | "two-step-awaiting";

/** This tab's storage, for what a reload must keep and another tab must not pick up; null where it is refused. */
export function tabStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function storageOrNull(): DraftStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved string values of one form, only the keys `initial` has (a changed form ignores old keys). */
export function loadDraft<V extends Record<string, string>>(
  name: DraftName,
  initial: V,
  storage: DraftStorage | null = storageOrNull(),
): V {
  try {
    const text = storage?.getItem(PREFIX + name);
    if (!text) return initial;
    const saved: unknown = JSON.parse(text);
    if (!saved || typeof saved !== "object" || Array.isArray(saved)) return initial;
    const out: Record<string, string> = { ...initial };
    for (const key of Object.keys(initial)) {
      const value = (saved as Record<string, unknown>)[key];
      if (typeof value === "string") out[key] = value;
    }
    return out as V;
  } catch {
    return initial;
  }
}

/** Saves a form's values; an all-empty form removes its draft. Storage failures are swallowed. */
export function saveDraft(
  name: DraftName,
  values: Readonly<Record<string, string>>,
  storage: DraftStorage | null = storageOrNull(),
): void {
  try {
    if (Object.values(values).every((v) => v === "")) storage?.removeItem(PREFIX + name);
    else storage?.setItem(PREFIX + name, JSON.stringify(values));
  } catch {
    // Quota or disabled storage: the form keeps working, only the device copy is missing.
  }
}

/** Removes one form's draft. */
export function clearDraft(name: DraftName, storage: DraftStorage | null = storageOrNull()): void {
  try {
    storage?.removeItem(PREFIX + name);
  } catch {
    // As above.
  }
}

/** Removes every panel draft of `storage` (as the session's sign-out cleanup does). */
export function clearAllDrafts(storage: Storage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
}
