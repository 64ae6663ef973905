/** Fields attached to a log line. */
export type LogFields = Record<string, unknown>;

/** Server-side logger; one JSON-ish line per entry so operators can grep it. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields & { error?: unknown }): void;
}

function line(level: string, message: string, fields?: LogFields & { error?: unknown }): string {
  const { error, ...rest } = fields ?? {};
  const extra = Object.entries(rest)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(" ");
  const stack =
    error instanceof Error ? `\n${error.stack ?? error.message}` : error ? ` ${String(error)}` : "";
  return `${new Date().toISOString()} ${level} ${message}${extra ? ` ${extra}` : ""}${stack}`;
}

/** Logger writing to stdout/stderr. */
export const consoleLogger: Logger = {
  info: (m, f) => console.log(line("info", m, f)),
  warn: (m, f) => console.warn(line("warn", m, f)),
  error: (m, f) => console.error(line("error", m, f)),
};

/** Logger that keeps lines in memory (tests read the one-time codes from it). */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m, f) => lines.push(line("info", m, f)),
    warn: (m, f) => lines.push(line("warn", m, f)),
    error: (m, f) => lines.push(line("error", m, f)),
  };
}
