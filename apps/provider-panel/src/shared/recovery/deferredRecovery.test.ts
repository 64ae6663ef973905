import { describe, expect, it, vi } from "vitest";
import { deferredRecovery } from "./deferredRecovery";
import type { Recovery } from "./recovery";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("deferredRecovery", () => {
  it("asks for its chunk only when loaded or at the first failure, once, and subscribes what came before", async () => {
    const stop = vi.fn();
    const inner: Recovery = { whileFailing: vi.fn(() => stop) };
    const loadChunk = vi.fn(async () => inner);
    const recovery = deferredRecovery(loadChunk);
    expect(loadChunk).not.toHaveBeenCalled();

    const retry = vi.fn();
    const unsubscribe = recovery.whileFailing(retry);
    await recovery.load();
    await flush();
    expect(loadChunk).toHaveBeenCalledTimes(1);
    expect(inner.whileFailing).toHaveBeenCalledWith(retry);
    unsubscribe();
    expect(stop).toHaveBeenCalled();
  });

  it("does not subscribe what stopped before the chunk arrived", async () => {
    const inner: Recovery = { whileFailing: vi.fn(() => () => undefined) };
    const recovery = deferredRecovery(async () => inner);
    recovery.whileFailing(vi.fn())();
    await flush();
    expect(inner.whileFailing).not.toHaveBeenCalled();
  });

  it("asks again after a chunk that could not be loaded (offline), at the next failure", async () => {
    const inner: Recovery = { whileFailing: vi.fn(() => () => undefined) };
    const loadChunk = vi
      .fn<() => Promise<Recovery>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    loadChunk.mockResolvedValue(inner);
    const recovery = deferredRecovery(loadChunk);
    await expect(recovery.load()).rejects.toThrow("Failed to fetch");
    recovery.whileFailing(vi.fn());
    await flush();
    expect(loadChunk).toHaveBeenCalledTimes(2);
    expect(inner.whileFailing).toHaveBeenCalledTimes(1);
  });

  it("a failure whose chunk could not come (offline) fetches it when the connection returns, and retries then", async () => {
    const inner: Recovery = { whileFailing: vi.fn(() => () => undefined) };
    const loadChunk = vi
      .fn<() => Promise<Recovery>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    loadChunk.mockResolvedValue(inner);
    let online: (() => void) | undefined;
    const recovery = deferredRecovery(loadChunk, (listener) => {
      online = listener;
      return () => undefined;
    });
    const retry = vi.fn();
    recovery.whileFailing(retry);
    await flush();
    expect(inner.whileFailing).not.toHaveBeenCalled();
    online?.();
    await flush();
    expect(loadChunk).toHaveBeenCalledTimes(2);
    expect(inner.whileFailing).toHaveBeenCalledWith(retry);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("stops waiting for the connection once the failure has stopped", async () => {
    const stopWaiting = vi.fn();
    const recovery = deferredRecovery(
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => stopWaiting,
    );
    const unsubscribe = recovery.whileFailing(vi.fn());
    await flush();
    unsubscribe();
    expect(stopWaiting).toHaveBeenCalled();
  });
});
