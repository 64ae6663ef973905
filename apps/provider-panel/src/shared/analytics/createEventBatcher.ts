/** Settings of {@link createEventBatcher}. */
export interface EventBatcherOptions<E> {
  /** Hands a batch over (a beacon): called synchronously, never awaited; what it throws is swallowed. */
  send: (batch: readonly E[]) => void;
  /** The most events one batch carries; reaching it sends at once. */
  maxBatch: number;
  /** How long the first queued event waits for others before its batch is sent. */
  delayMs: number;
  /** Timers, for tests; default the global ones. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** A queue of events sent in batches. */
export interface EventBatcher<E> {
  /** Queues an event; the batch goes when full or when the delay runs out. */
  add(event: E): void;
  /** Sends everything queued now. */
  flush(): void;
  /**
   * The page is hidden or being left (true), or shown again (false). Hiding sends what is queued, and while hidden
   * each event goes at once: an event reported after the hiding (a flow's own "abandoned" on pagehide) is not left
   * waiting for a timer that may never run.
   */
  setHidden(hidden: boolean): void;
}

/**
 * Queues events and hands them to `send` in batches: when a batch is full, when the first event of a batch has
 * waited `delayMs`, on `flush`, and at once while the page is hidden. Nothing is kept after a hand-over (no retry, no backlog while offline), so the
 * queue never holds more than one batch and a broken sender costs nothing but its events.
 */
export function createEventBatcher<E>(options: EventBatcherOptions<E>): EventBatcher<E> {
  const { send, maxBatch, delayMs } = options;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let queue: E[] = [];
  let timer: unknown;
  let hidden = false;

  const flush = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        send(batch);
      } catch {
        // Analytics are best effort: a failed hand-over never reaches the screen that reported the event.
      }
    }
  };

  return {
    add(event) {
      queue.push(event);
      if (hidden || queue.length >= maxBatch) flush();
      else if (timer === undefined) timer = setTimer(flush, delayMs);
    },
    flush,
    setHidden(next) {
      hidden = next;
      if (hidden) flush();
    },
  };
}
