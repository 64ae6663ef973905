/** A live event from /api/profile/connect. */
export interface LiveEvent {
  type: "reply" | "request" | "message" | string;
  [key: string]: unknown;
}

export interface LiveConnectionDeps {
  url: () => string | null;
  onEvent: (event: LiveEvent) => void;
  createSocket?: (url: string) => WebSocket;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

/** The notification subject of a `message` event ({type, message: Message}), if any. */
export function messageSubject(event: LiveEvent): string | null {
  const message = event.message;
  if (typeof message !== "object" || message === null) return null;
  const subject = (message as { subject?: unknown }).subject;
  return typeof subject === "string" && subject ? subject : null;
}

/** Reconnect delay: 1 s doubling up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/** Keeps one WebSocket open, reconnecting with backoff until `close()`; framework-free. */
export function createLiveConnection(deps: LiveConnectionDeps) {
  const createSocket = deps.createSocket ?? ((url: string) => new WebSocket(url));
  const schedule = deps.schedule ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = deps.cancel ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let socket: WebSocket | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let closed = false;

  const connect = () => {
    timer = null;
    if (closed) return;
    const url = deps.url();
    if (!url) return;
    const ws = createSocket(url);
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
    };
    ws.onmessage = (message) => {
      try {
        const parsed: unknown = JSON.parse(String(message.data));
        if (typeof parsed === "object" && parsed !== null && typeof (parsed as LiveEvent).type === "string") {
          deps.onEvent(parsed as LiveEvent);
        }
      } catch {
        // A malformed event is ignored; the connection stays up.
      }
    };
    ws.onclose = () => {
      socket = null;
      if (closed) return;
      timer = schedule(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  connect();
  return {
    close() {
      closed = true;
      if (timer !== null) cancel(timer);
      socket?.close();
      socket = null;
    },
  };
}
