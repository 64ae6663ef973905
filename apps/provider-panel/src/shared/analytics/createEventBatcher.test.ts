import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventBatcher } from "./createEventBatcher";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function batcher(send = vi.fn<(batch: readonly number[]) => void>()) {
  return { send, queue: createEventBatcher<number>({ send, maxBatch: 3, delayMs: 1000 }) };
}

describe("createEventBatcher", () => {
  it("sends the events queued within the delay as one batch, in order", () => {
    const { send, queue } = batcher();
    queue.add(1);
    queue.add(2);
    expect(send).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(send.mock.calls).toEqual([[[1, 2]]]);
    vi.runOnlyPendingTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends a full batch at once, and the rest later", () => {
    const { send, queue } = batcher();
    for (const n of [1, 2, 3, 4]) queue.add(n);
    expect(send.mock.calls).toEqual([[[1, 2, 3]]]);
    vi.runOnlyPendingTimers();
    expect(send.mock.calls).toEqual([[[1, 2, 3]], [[4]]]);
  });

  it("flush sends what is queued at once and cancels the pending timer", () => {
    const { send, queue } = batcher();
    queue.add(1);
    queue.add(2);
    queue.flush();
    expect(send.mock.calls).toEqual([[[1, 2]]]);
    vi.runOnlyPendingTimers();
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    queue.add(3);
    vi.runOnlyPendingTimers();
    expect(send.mock.calls).toEqual([[[1, 2]], [[3]]]);
  });

  it("hiding the page sends what is queued, and while hidden each event goes at once; shown again, it batches", () => {
    const { send, queue } = batcher();
    queue.add(1);
    queue.setHidden(true);
    expect(send.mock.calls).toEqual([[[1]]]);
    queue.add(2);
    expect(send.mock.calls).toEqual([[[1]], [[2]]]);
    queue.setHidden(false);
    queue.add(3);
    queue.add(4);
    expect(send).toHaveBeenCalledTimes(2);
    vi.runOnlyPendingTimers();
    expect(send.mock.calls).toEqual([[[1]], [[2]], [[3, 4]]]);
  });

  it("a sender that throws loses only its batch: adding never throws and later batches still go", () => {
    const send = vi.fn<(batch: readonly number[]) => void>().mockImplementationOnce(() => {
      throw new Error("beacon refused");
    });
    const { queue } = batcher(send);
    expect(() => {
      for (const n of [1, 2, 3]) queue.add(n);
    }).not.toThrow();
    queue.add(4);
    queue.flush();
    expect(send.mock.calls).toEqual([[[1, 2, 3]], [[4]]]);
  });

  it("sends nothing when nothing was queued", () => {
    const { send, queue } = batcher();
    queue.flush();
    vi.runOnlyPendingTimers();
    expect(send).not.toHaveBeenCalled();
  });
});
