/** Thrown when the server's step list does not have the documented shape; `path` points at the bad value. */
export class FlowDataError extends Error {
  override readonly name = "FlowDataError";
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Invalid process-flow steps at ${path}: ${detail}`);
  }
}
