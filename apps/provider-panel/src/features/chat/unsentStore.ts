// Own chat messages the server has not confirmed, kept on the device per profile and item: a reload (or a closed
// tab) restores them marked unsent and sends them again; nothing typed is lost. The key starts with the form-draft
// prefix, so sign-out removes them with the drafts (the next person on the device must not find them).

/** One unsent message as kept: its local id, text and the time it was typed (unix seconds). */
export interface Unsent {
  localId: string;
  message: string;
  created_at: number;
}

/** Where unsent messages live: `localStorage` in the app, any Storage in tests. */
export type UnsentStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Storage key of one chat's unsent messages; `panel:draft:` is what sign-out clears (app/createServices.ts). */
export function unsentKey(me: number | null, itemId: number): string {
  return `panel:draft:chat:v1:${me ?? 0}:${itemId}`;
}

function isUnsent(value: unknown): value is Unsent {
  const v = value as Partial<Unsent> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.localId === "string" &&
    typeof v.message === "string" &&
    v.message.trim() !== "" &&
    typeof v.created_at === "number"
  );
}

/** The unsent messages kept for a chat; a damaged or unreadable entry reads as none (it is not the user's text). */
export function readUnsent(storage: UnsentStorage | null, key: string): Unsent[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(key) ?? "[]");
    return Array.isArray(saved) ? saved.filter(isUnsent) : [];
  } catch {
    return [];
  }
}

/** Keeps exactly `list` for the chat (an empty list removes the key). A full or blocked storage costs only this. */
export function writeUnsent(storage: UnsentStorage | null, key: string, list: readonly Unsent[]): void {
  try {
    if (list.length === 0) storage?.removeItem(key);
    else
      storage?.setItem(
        key,
        JSON.stringify(list.map(({ localId, message, created_at }) => ({ localId, message, created_at }))),
      );
  } catch {
    // The messages stay on screen and keep retrying; only a reload would lose them.
  }
}

/** `localStorage` when the browser gives access to it, else null. */
export function deviceStorage(): UnsentStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
