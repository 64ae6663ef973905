import type { components } from "@ceremony/api-client";

/** A stored chat reply (spec §3 "Reply message"). */
export type Reply = components["schemas"]["ReplyMessage"];

/** A reply on screen: stored, or one of the provider's own still being sent (no server id yet) or failed. */
export type ChatMessage =
  | (Reply & { state: "sent"; localId?: string })
  | {
      localId: string;
      person_id: number;
      message: string;
      created_at: number;
      state: "sending" | "failed";
      /** The server's reason when it refused the message itself: sending it again cannot help. */
      refused?: string;
    };

/**
 * A bubble's identity on screen. An own message keeps the one it was typed with once the server has stored it, so
 * its bubble stays the same element from «در حال ارسال» to sent: nothing is removed and added again, and the list's
 * live region does not announce it a second time.
 */
export function messageKey(message: ChatMessage): string {
  return message.state === "sent" ? (message.localId ?? `s${message.id}`) : message.localId;
}

const order = (a: ChatMessage, b: ChatMessage) => {
  // Stored replies by time then id; unsent ones always after every stored reply, in the order they were typed.
  const pa = a.state === "sent" ? 0 : 1;
  const pb = b.state === "sent" ? 0 : 1;
  if (pa !== pb) return pa - pb;
  if (a.created_at !== b.created_at) return a.created_at - b.created_at;
  return a.state === "sent" && b.state === "sent" ? a.id - b.id : 0;
};

/**
 * Adds stored replies from any source (first page, older page, poll, socket, own send's answer) to what is shown:
 * one entry per reply id whatever the order and repetition of arrivals, sorted by time then id, unsent own
 * messages kept at the end.
 */
export function mergeReplies(current: readonly ChatMessage[], incoming: readonly Reply[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  const pending: ChatMessage[] = [];
  for (const m of current) {
    if (m.state === "sent") byId.set(m.id, m);
    else pending.push(m);
  }
  for (const r of incoming) {
    const shown = byId.get(r.id);
    const localId = shown?.state === "sent" ? shown.localId : undefined;
    byId.set(r.id, localId === undefined ? { ...r, state: "sent" } : { ...r, state: "sent", localId });
  }
  return [...byId.values(), ...pending].sort(order);
}

/**
 * `next`, or `current` itself when `next` holds the same messages in the same order and states: a poll that brings
 * nothing new keeps the list's identity, so the bubbles do not render again.
 */
export function keepIfSame(current: readonly ChatMessage[], next: ChatMessage[]): readonly ChatMessage[] {
  if (current.length !== next.length) return next;
  for (let i = 0; i < next.length; i += 1) {
    const a = current[i];
    const b = next[i];
    if (!a || !b || a.state !== b.state || a.message !== b.message || a.created_at !== b.created_at)
      return next;
    if (
      a.state === "sent" ? b.state !== "sent" || a.id !== b.id : b.state === "sent" || a.localId !== b.localId
    )
      return next;
  }
  return current;
}

/**
 * How far before an unsent message a stored reply of the same text may be dated and still be that message: the
 * server stamps it when it arrives, the device when it was typed, and the two clocks differ a little.
 */
export const SAME_SEND_SKEW_S = 30;

/**
 * Drops unsent own messages the server already has: a send whose answer was lost (timeout, reload, offline in
 * the middle) is found in `incoming` as an own reply of the same text, dated no earlier than the message was typed
 * (less the skew) and not already on screen. Each stored reply stands for at most one unsent message, so typing the
 * same words twice keeps both. Run before the merge, so the retry never sends it a second time.
 */
export function dropDelivered(
  current: readonly ChatMessage[],
  incoming: readonly Reply[],
  me: number | null,
): ChatMessage[] {
  if (me === null || !current.some((m) => m.state !== "sent")) return [...current];
  const known = new Set(current.flatMap((m) => (m.state === "sent" ? [m.id] : [])));
  const candidates = incoming
    .filter((r) => r.person_id === me && !known.has(r.id))
    .sort((a, b) => a.created_at - b.created_at || a.id - b.id);
  const used = new Set<number>();
  return current.filter((m) => {
    if (m.state === "sent") return true;
    const match = candidates.find(
      (r) => !used.has(r.id) && r.message === m.message && r.created_at >= m.created_at - SAME_SEND_SKEW_S,
    );
    if (!match) return true;
    used.add(match.id);
    return false;
  });
}

/**
 * An own message was stored: the pending entry becomes the stored reply under its local id (see `messageKey`), or
 * gives way to it when a poll has already shown that reply.
 */
export function confirmSent(current: readonly ChatMessage[], localId: string, reply: Reply): ChatMessage[] {
  const rest = current.filter((m) => m.state === "sent" || m.localId !== localId);
  const shown = rest.some((m) => m.state === "sent" && m.id === reply.id);
  return mergeReplies(shown ? rest : [...rest, { ...reply, state: "sent", localId }], [reply]);
}

/** Marks an own message failed (kept, with its text) or sending again. */
export function markPending(
  current: readonly ChatMessage[],
  localId: string,
  state: "sending" | "failed",
): ChatMessage[] {
  return current.map((m) => (m.state !== "sent" && m.localId === localId ? { ...m, state } : m));
}

/** The server refused the message itself: it stays failed, with the reason, and is not sent again by itself. */
export function markRefused(current: readonly ChatMessage[], localId: string, reason: string): ChatMessage[] {
  return current.map((m) =>
    m.state !== "sent" && m.localId === localId ? { ...m, state: "failed", refused: reason } : m,
  );
}

/** The poll's `timestamp`: one second before the newest stored reply, since the server's filter is "strictly after"
 * a whole second and a reply in that same second would otherwise be missed (the merge drops the repeat). */
export function pollTimestamp(current: readonly ChatMessage[]): number | undefined {
  let newest: number | undefined;
  for (const m of current)
    if (m.state === "sent" && (newest === undefined || m.created_at > newest)) newest = m.created_at;
  return newest === undefined ? undefined : Math.max(0, newest - 1);
}

/** Replies in `incoming` that are new to `current` and not the provider's own (they ring the bell). */
export function newFromOthers(
  current: readonly ChatMessage[],
  incoming: readonly Reply[],
  me: number | null,
): Reply[] {
  const known = new Set(current.flatMap((m) => (m.state === "sent" ? [m.id] : [])));
  return incoming.filter((r) => !known.has(r.id) && r.person_id !== me);
}
