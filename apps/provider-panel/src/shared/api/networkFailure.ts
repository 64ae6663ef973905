// Apart from errors.ts (first chunk): only the list screens ask this.
/** True when a failure produced no answer at all (refused connection, offline, DNS). */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError || (error as { status?: unknown } | null)?.status === 0;
