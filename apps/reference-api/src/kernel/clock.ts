/** Source of the current time; injected so tests can move time forward without waiting. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** Unix seconds (the API's timestamp unit) of a clock. */
export function nowSeconds(clock: Clock): number {
  return Math.floor(clock.now() / 1000);
}

/** A clock tests can move: `advance(ms)`. */
export function manualClock(
  startMs = Date.UTC(2026, 0, 1),
): Clock & { advance(ms: number): void; set(ms: number): void } {
  let current = startMs;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
    set(ms: number) {
      current = ms;
    },
  };
}
