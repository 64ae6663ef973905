/** Builds the body of POST /api/log_ui/log from any thrown value, within the contract's length limits. */
export function errorLogBody(error: unknown, url: string, version: string) {
  const message =
    (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000) || "error";
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, 10000) : undefined;
  return { message, url: url.slice(0, 2048), version: version.slice(0, 64), ...(stack ? { stack } : {}) };
}
