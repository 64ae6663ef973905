/** Runs delayed tasks that can all be cancelled (server shutdown) or awaited (tests). */
export interface Scheduler {
  /** Runs `task` after `delayMs`; errors go to `onError`. */
  schedule(delayMs: number, task: () => Promise<void>): void;
  /** Resolves when every scheduled task has finished (tasks scheduled meanwhile included). */
  idle(): Promise<void>;
  /** Cancels every pending task; later schedule() calls are ignored. */
  stop(): void;
  /** Number of tasks not yet finished. */
  pending(): number;
}

/** A scheduler on setTimeout; timers are unref'd so they never keep the process alive. */
export function createScheduler(onError: (error: unknown) => void): Scheduler {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  return {
    schedule(delayMs, task) {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = task()
          .catch(onError)
          .finally(() => running.delete(run));
        running.add(run);
      }, delayMs);
      timer.unref?.();
      timers.add(timer);
    },
    async idle() {
      while (timers.size > 0 || running.size > 0) {
        if (running.size > 0) await Promise.all(running);
        else await new Promise((resolve) => setTimeout(resolve, 1));
      }
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    pending: () => timers.size + running.size,
  };
}
