import { describe, expect, it } from "vitest";
import {
  type ChatMessage,
  confirmSent,
  dropDelivered,
  keepIfSame,
  markPending,
  mergeReplies,
  messageKey,
  newFromOthers,
  pollTimestamp,
  type Reply,
} from "./chatMerge";

const r = (id: number, created_at: number, person_id = 7, message = `m${id}`): Reply => ({
  id,
  person_id,
  message,
  created_at,
  type: "text",
});
const ids = (list: ChatMessage[]) => list.map((m) => (m.state === "sent" ? m.id : m.localId));

describe("chat merge", () => {
  it("orders by time then id and never duplicates across poll, socket and older pages", () => {
    let list = mergeReplies([], [r(3, 100), r(4, 100)]);
    list = mergeReplies(list, [r(5, 110), r(4, 100)]); // poll repeats 4 (same second)
    list = mergeReplies(list, [r(5, 110)]); // socket repeats 5
    list = mergeReplies(list, [r(1, 90), r(2, 95)]); // older page on scrolling up
    expect(ids(list)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps unsent own messages after the stored ones and swaps them for the stored reply once sent", () => {
    const pending: ChatMessage = {
      localId: "a",
      person_id: 101,
      message: "سلام",
      created_at: 200,
      state: "sending",
    };
    let list = mergeReplies([pending], [r(1, 100)]);
    list = mergeReplies(list, [r(2, 300)]);
    expect(ids(list)).toEqual([1, 2, "a"]);
    list = markPending(list, "a", "failed");
    expect(list[2]).toMatchObject({ state: "failed", message: "سلام" });
    // The poll already delivered the stored reply 9 before the send's answer: still only one.
    list = mergeReplies(list, [r(9, 301, 101, "سلام")]);
    list = confirmSent(list, "a", r(9, 301, 101, "سلام"));
    expect(ids(list)).toEqual([1, 2, 9]);
  });

  it("keeps an own message under the key it was typed with once stored, through later merges", () => {
    const pending: ChatMessage = {
      localId: "a",
      person_id: 101,
      message: "سلام",
      created_at: 200,
      state: "sending",
    };
    let list = confirmSent([pending], "a", r(9, 201, 101, "سلام"));
    expect(list.map(messageKey)).toEqual(["a"]);
    expect(list[0]).toMatchObject({ state: "sent", id: 9 });
    list = mergeReplies(list, [r(9, 201, 101, "سلام"), r(10, 202)]);
    expect(list.map(messageKey)).toEqual(["a", "s10"]);
    // A reply the poll showed first keeps its own key; the pending bubble gives way to it.
    const polled = mergeReplies([{ ...pending, localId: "b" }], [r(11, 203, 101, "سلام")]);
    expect(confirmSent(polled, "b", r(11, 203, 101, "سلام")).map(messageKey)).toEqual(["s11"]);
  });

  it("polls one second before the newest stored reply, ignoring unsent ones", () => {
    expect(pollTimestamp([])).toBeUndefined();
    const list = mergeReplies(
      [{ localId: "x", person_id: 1, message: "x", created_at: 999, state: "failed" }],
      [r(1, 100), r(2, 150)],
    );
    expect(pollTimestamp(list)).toBe(149);
  });

  it("rings only for replies that are new and not one's own", () => {
    const list = mergeReplies([], [r(1, 100, 7)]);
    expect(newFromOthers(list, [r(1, 100, 7), r(2, 101, 101), r(3, 102, 7)], 101).map((x) => x.id)).toEqual([
      3,
    ]);
  });
});

describe("unsent messages the server already has", () => {
  const pending = (localId: string, message: string, created_at: number): ChatMessage => ({
    localId,
    person_id: 101,
    message,
    created_at,
    state: "failed",
  });

  it("drops an unsent message the server stored (its answer was lost), so the retry does not send it twice", () => {
    const current = [pending("a", "سلام", 1000)];
    const incoming = [r(1, 990, 9, "سلام"), r(2, 1002, 101, "سلام")];
    const next = dropDelivered(current, incoming, 101);
    expect(ids(next)).toEqual([]);
    expect(ids(mergeReplies(next, incoming))).toEqual([1, 2]);
  });

  it("keeps it when the stored reply is the customer's, older than it was typed, or already on screen", () => {
    const current: ChatMessage[] = [{ ...r(3, 1001, 101, "بله"), state: "sent" }, pending("a", "بله", 1000)];
    expect(ids(dropDelivered(current, [r(1, 1005, 9, "بله")], 101))).toEqual([3, "a"]);
    expect(ids(dropDelivered(current, [r(2, 900, 101, "بله")], 101))).toEqual([3, "a"]);
    expect(ids(dropDelivered(current, [r(3, 1001, 101, "بله")], 101))).toEqual([3, "a"]);
  });

  it("one stored reply stands for one unsent message: the same words typed twice, one stored, keep the other", () => {
    const current = [pending("a", "باشه", 1000), pending("b", "باشه", 1001)];
    expect(ids(dropDelivered(current, [r(5, 1001, 101, "باشه")], 101))).toEqual(["b"]);
  });

  it("keeps the list itself when a poll brings only what is shown, and takes the new one otherwise", () => {
    const shown = mergeReplies([], [r(1, 10), r(2, 20)]);
    const pending: ChatMessage = {
      localId: "a",
      person_id: 7,
      message: "x",
      created_at: 30,
      state: "sending",
    };
    const withPending = [...shown, pending];
    expect(keepIfSame(withPending, mergeReplies(withPending, [r(2, 20)]))).toBe(withPending);
    const grown = mergeReplies(withPending, [r(3, 25)]);
    expect(keepIfSame(withPending, grown)).toBe(grown);
    const failed = markPending(withPending, "a", "failed");
    expect(keepIfSame(withPending, failed)).toBe(failed);
    const edited = mergeReplies(shown, [r(2, 20, 7, "changed")]);
    expect(keepIfSame(shown, edited)).toBe(edited);
  });
});
