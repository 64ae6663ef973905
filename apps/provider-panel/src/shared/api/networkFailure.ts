// Apart from errors.ts (first chunk): the list screens, the route error and the query recovery ask this.
/**
 * A TypeError that a request or a module load raises when nothing answered (Chromium, Firefox, Safari). Other
 * TypeErrors are bugs, such as a screen that cannot render what it got: asking again would not help them.
 */
const NO_ANSWER =
  /failed to fetch|networkerror|load failed|dynamically imported module|importing a module script failed/i;

/**
 * True when a failure produced no answer at all (refused connection, offline, DNS), a route chunk that did not load
 * included: every browser rejects a failed fetch or dynamic import with a TypeError of its own wording.
 */
export const isNetworkFailure = (error: unknown): boolean =>
  (error instanceof TypeError && NO_ANSWER.test(error.message)) ||
  (error as { status?: unknown } | null)?.status === 0;

/**
 * True for a failure that may pass by itself: no answer, a server fault, a screen's stylesheet that did not arrive
 * (Vite's preload error); not a refusal (4xx), which asking again keeps.
 */
export const isRecoverable = (error: unknown): boolean =>
  isNetworkFailure(error) ||
  ((error as { status?: unknown } | null)?.status as number) >= 500 ||
  /preload CSS/.test(String(error));
