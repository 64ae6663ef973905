// Apart from errors.ts (first chunk): the list screens, the route error and the query recovery ask this.
/**
 * True when a failure produced no answer at all (refused connection, offline, DNS), a route chunk that did not load
 * included: every browser rejects a failed dynamic import with a TypeError.
 */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError || (error as { status?: unknown } | null)?.status === 0;

/**
 * True for a failure that may pass by itself: no answer, a server fault, a screen's stylesheet that did not arrive
 * (Vite's preload error); not a refusal (4xx), which asking again keeps.
 */
export const isRecoverable = (error: unknown): boolean =>
  isNetworkFailure(error) ||
  ((error as { status?: unknown } | null)?.status as number) >= 500 ||
  /preload CSS/.test(String(error));
