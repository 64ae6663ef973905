import type { TabChannel, TabMessage } from "./tabChannel";

/** What a tab does when another tab reports a change. */
export interface TabSyncTarget {
  /** Marks the queries under `root` stale and refetches the ones on screen. */
  invalidate(root: string): void;
  /** Another tab signed out: this one follows (if it is signed in). */
  signedOut(): void;
}

/** A short digest of an answer: equal answers give equal prints. */
export function printOf(data: unknown): string {
  const text = JSON.stringify(data) ?? "";
  // FNV-1a, 32 bits: enough to tell a refetched answer from a changed one without sending the answer itself.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(36)}.${text.length}`;
}

/**
 * Keeps the account reads of several tabs in step. A query under one of `roots` whose answer changed in this tab
 * (after a save, a two-step switch, a new legal profile...) is announced; the other tabs refetch it. The refetch
 * that brings the announced answer is not announced back.
 */
export function createTabSync(channel: TabChannel, roots: readonly string[], target: TabSyncTarget) {
  const prints = new Map<string, string>();
  const announced = new Map<string, string>();
  const stop = channel.subscribe((message: TabMessage) => {
    if (message.kind === "signedOut") target.signedOut();
    else if (roots.includes(message.root)) {
      announced.set(message.hash, message.print);
      target.invalidate(message.root);
    }
  });
  return {
    /** A query (its key's first part, its hash) has a new answer. */
    loaded(root: unknown, hash: string, data: unknown) {
      if (typeof root !== "string" || !roots.includes(root)) return;
      const print = printOf(data);
      const before = prints.get(hash);
      prints.set(hash, print);
      const expected = announced.get(hash);
      announced.delete(hash);
      if (before === undefined || before === print || expected === print) return;
      channel.post({ kind: "changed", root, hash, print });
    },
    signedOut() {
      prints.clear();
      announced.clear();
      channel.post({ kind: "signedOut" });
    },
    stop,
  };
}
