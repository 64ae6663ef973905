import { type DraftStorage, loadDraft, saveDraft, tabStorage } from "../../shared/drafts/formDrafts";

// The two-step switch a code was sent for, kept for the tab: a reload of the security screen while the SMS is on its
// way shows the code step again (its countdown kept by the code step itself) instead of the switch, which would send
// a second code.

/** The switch waiting for its code, if it is still a change of `method` (another tab may have made it). */
export function readAwaitingCode<T extends number>(
  method: number,
  storage: DraftStorage | null = tabStorage(),
): T | null {
  const saved = loadDraft("two-step-awaiting", { to: "" }, storage).to;
  const to = Number(saved);
  return saved !== "" && Number.isInteger(to) && to !== method ? (to as T) : null;
}

export function writeAwaitingCode(to: number | null, storage: DraftStorage | null = tabStorage()): void {
  saveDraft("two-step-awaiting", { to: to === null ? "" : String(to) }, storage);
}
