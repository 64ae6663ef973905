import type { EventsTarget } from "./eventsTarget";

/** A live event from /api/profile/connect. */
export interface LiveEvent {
  type: "reply" | "request" | "message" | string;
  [key: string]: unknown;
}

export interface LiveConnectionDeps {
  /** The socket URL and subprotocols with a usable access token (refreshed first if needed), or null when signed out. */
  target: () => EventsTarget | null | Promise<EventsTarget | null>;
  onEvent: (event: LiveEvent) => void;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
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

/** Close codes the server ends a socket with (contract `connectEvents`). */
export const SOCKET_SESSION_ENDED = 4401;
export const SOCKET_PROFILE_UNAVAILABLE = 4403;

/**
 * Keeps one WebSocket open until `close()`; framework-free. The server closes a socket when its session ends:
 * 4401 (token expired or revoked) reconnects at once with a fresh URL (the access token refreshed; none when signed
 * out, and the connection stays closed), 4403 (profile no longer allowed) stops; anything else reconnects with backoff.
 */
export function createLiveConnection(deps: LiveConnectionDeps) {
  const createSocket =
    deps.createSocket ?? ((url: string, protocols: string[]) => new WebSocket(url, protocols));
  const schedule = deps.schedule ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = deps.cancel ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let socket: WebSocket | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let closed = false;

  const connect = async () => {
    timer = null;
    if (closed) return;
    let target: EventsTarget | null;
    try {
      target = await deps.target();
    } catch {
      target = null;
    }
    if (!target || closed) return;
    const ws = createSocket(target.url, target.protocols);
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
    ws.onclose = (event?: { code?: number }) => {
      socket = null;
      if (closed) return;
      const code = event?.code;
      if (code === SOCKET_PROFILE_UNAVAILABLE) return;
      if (code === SOCKET_SESSION_ENDED) {
        attempt = 0;
        timer = schedule(() => void connect(), 0);
        return;
      }
      timer = schedule(() => void connect(), reconnectDelay(attempt));
      attempt += 1;
    };
  };

  void connect();
  return {
    close() {
      closed = true;
      if (timer !== null) cancel(timer);
      socket?.close();
      socket = null;
    },
  };
}
