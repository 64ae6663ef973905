import type { UnsentStorage } from "./unsentStore";

// What the provider has typed in a chat and not sent, kept per profile and item (issue 27 item 10: closing the sheet
// lost it). The key starts with `panel:draft:`, which sign-out clears (app/createServices.ts).

/** Storage key of one chat's draft. */
export function chatDraftKey(me: number | null, itemId: number): string {
  return `panel:draft:chat-text:v1:${me ?? 0}:${itemId}`;
}

/** The chat's draft, or "" when none (or storage is unavailable). */
export function readChatDraft(storage: UnsentStorage | null, key: string): string {
  try {
    return storage?.getItem(key) ?? "";
  } catch {
    return "";
  }
}

/** Keeps the draft; an empty or blank one removes the key. Storage failures only lose the device copy. */
export function writeChatDraft(storage: UnsentStorage | null, key: string, text: string): void {
  try {
    if (text.trim() === "") storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch {
    // Quota or disabled storage: the composer keeps working.
  }
}
