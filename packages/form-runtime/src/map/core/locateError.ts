/** Why locate-me failed: `denied` when the user or the browser refused the location permission. */
export type LocateFailure = "denied" | "unavailable";

/**
 * The error a `MapAdapters.locate` rejects with when it knows why: the picker explains how to allow location on
 * `denied` and shows the spec's GPS error otherwise. Any other rejection counts as `unavailable`.
 */
export class LocateError extends Error {
  readonly reason: LocateFailure;
  constructor(reason: LocateFailure, message: string) {
    super(message);
    this.name = "LocateError";
    this.reason = reason;
  }
}

/** The reason of a locate rejection; duck-typed so an app's own adapter may reject with `{ reason: "denied" }`. */
export function locateFailureOf(error: unknown): LocateFailure {
  return typeof error === "object" && error !== null && (error as { reason?: unknown }).reason === "denied"
    ? "denied"
    : "unavailable";
}
