/**
 * Server time as seen from this device. Token expiries are compared with it, never with the device clock, because
 * phones are often minutes or hours off (or set to another zone by hand) and would sign users out or keep dead tokens.
 */
export interface ServerClock {
  /** Current server time in unix seconds (device time until the first observation). */
  now(): number;
  /** Learns the server time from an explicit value (e.g. a timestamp the server returned), in unix seconds. */
  setServerTime(unixSeconds: number): void;
  /** Learns the server time from an HTTP `Date` header value; ignores missing or unparsable values. */
  observeDateHeader(value: string | null | undefined): void;
  /** Milliseconds to add to the device clock to get server time. */
  offsetMs(): number;
  /** True once any observation was made. */
  isSynchronised(): boolean;
}

/**
 * Creates a server clock. `deviceNow` (ms) is injectable for tests.
 * Browsers expose the `Date` header of cross-origin answers only if the server lists it in
 * `Access-Control-Expose-Headers`; otherwise call `setServerTime` from a server timestamp.
 */
export function createServerClock(options: { deviceNow?: () => number } = {}): ServerClock {
  const deviceNow = options.deviceNow ?? (() => Date.now());
  let offset = 0;
  let synchronised = false;

  const setServerTime = (unixSeconds: number): void => {
    if (!Number.isFinite(unixSeconds) || unixSeconds <= 0) return;
    offset = unixSeconds * 1000 - deviceNow();
    synchronised = true;
  };

  return {
    now: () => Math.floor((deviceNow() + offset) / 1000),
    setServerTime,
    observeDateHeader(value) {
      if (!value) return;
      const ms = Date.parse(value);
      if (Number.isNaN(ms)) return;
      setServerTime(ms / 1000);
    },
    offsetMs: () => offset,
    isSynchronised: () => synchronised,
  };
}
