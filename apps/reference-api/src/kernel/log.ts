/** Fields attached to a log line. */
export type LogFields = Record<string, unknown>;

/** How log lines are written: one JSON object per line (production, log collectors) or readable text (dev). */
export type LogFormat = "json" | "pretty";

/** Server-side logger; one line per entry (JSON or readable text, see LogFormat). */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields & { error?: unknown }): void;
}

function pretty(level: string, message: string, fields?: LogFields & { error?: unknown }): string {
  const { error, ...rest } = fields ?? {};
  const extra = Object.entries(rest)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(" ");
  const stack =
    error instanceof Error ? `\n${error.stack ?? error.message}` : error ? ` ${String(error)}` : "";
  return `${new Date().toISOString()} ${level} ${message}${extra ? ` ${extra}` : ""}${stack}`;
}

/** One JSON object: `time`, `level`, `msg`, then the fields (an error as its message and stack). */
function json(level: string, message: string, fields?: LogFields & { error?: unknown }): string {
  const { error, ...rest } = fields ?? {};
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg: message, ...rest };
  if (error instanceof Error) entry.error = { message: error.message, stack: error.stack };
  else if (error !== undefined) entry.error = String(error);
  return JSON.stringify(entry, (_key, value) => (typeof value === "bigint" ? String(value) : value));
}

const formats = { json, pretty } as const;

/** Logger writing to stdout/stderr in `format`. */
export function consoleLogger(format: LogFormat): Logger {
  const line = formats[format];
  return {
    info: (m, f) => console.log(line("info", m, f)),
    warn: (m, f) => console.warn(line("warn", m, f)),
    error: (m, f) => console.error(line("error", m, f)),
  };
}

/** Logger that keeps lines in memory (tests read the one-time codes from it). */
export function memoryLogger(format: LogFormat = "pretty"): Logger & { lines: string[] } {
  const lines: string[] = [];
  const line = formats[format];
  return {
    lines,
    info: (m, f) => lines.push(line("info", m, f)),
    warn: (m, f) => lines.push(line("warn", m, f)),
    error: (m, f) => lines.push(line("error", m, f)),
  };
}
