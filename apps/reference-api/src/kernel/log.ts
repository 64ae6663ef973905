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
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg: message };
  // A plain loop: object rest and spread cost more than the line itself on the request log's path.
  for (const key in fields) if (key !== "error") entry[key] = fields[key];
  const error = fields?.error;
  if (error instanceof Error) entry.error = { message: error.message, stack: error.stack };
  else if (error !== undefined) entry.error = String(error);
  try {
    return JSON.stringify(entry);
  } catch {
    // A bigint field: JSON.stringify refuses it, and a replacer on every line would cost each request's log line.
    return JSON.stringify(entry, (_key, value) => (typeof value === "bigint" ? String(value) : value));
  }
}

const formats = { json, pretty } as const;

/** Lines gathered during one turn of the event loop and written together. */
export interface LineBuffer {
  push(line: string): void;
  /** Writes what is gathered now (before an error line, at exit). */
  flush(): void;
}

/**
 * Gathers lines and hands them to `write` in one chunk after the current turn of the event loop. Writing to a pipe
 * is a system call per write, made synchronously on Linux: one per request line cost more than the request's own
 * route work. A line waits at most until the loop is next idle, and `flush` empties the buffer at once.
 */
export function lineBuffer(write: (chunk: string) => void): LineBuffer {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = `${pending.join("\n")}\n`;
    pending = [];
    write(chunk);
  };
  return {
    push(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

let stdoutLines: LineBuffer | null = null;

/** The process's one stdout buffer, emptied synchronously when the process exits (process.exit included). */
function stdoutBuffer(): LineBuffer {
  if (!stdoutLines) {
    const buffer = lineBuffer((chunk) => process.stdout.write(chunk));
    process.on("exit", () => buffer.flush());
    stdoutLines = buffer;
  }
  return stdoutLines;
}

/** Logger writing to stdout/stderr in `format`; info lines are gathered per event-loop turn (see lineBuffer). */
export function consoleLogger(format: LogFormat): Logger {
  const line = formats[format];
  const out = stdoutBuffer();
  return {
    info: (m, f) => out.push(line("info", m, f)),
    warn: (m, f) => {
      out.flush();
      console.warn(line("warn", m, f));
    },
    error: (m, f) => {
      out.flush();
      console.error(line("error", m, f));
    },
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
