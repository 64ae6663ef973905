import { type Kysely, sql } from "kysely";
import type { NotificationSource } from "../db/notifications";
import type { Database } from "../db/schema";
import { SESSION_ROWS_CHANNEL } from "../db/sessionWrites";

/** Kinds of push events the panel understands. */
export type EventType = "reply" | "request" | "message";

/**
 * A push event for one profile; its sockets receive `{ type, ...payload }` (the contract's ServerEvent:
 * reply → `{item_id, reply}`, request → `{item_id, form_id}`, message → `{message}`).
 */
export interface AppEvent {
  type: EventType;
  profile_id: number;
  payload?: Record<string, unknown>;
}

/** Publish/subscribe over PostgreSQL LISTEN/NOTIFY, so every server instance sees every event. */
export interface EventBus {
  /**
   * Sends an event. Pass the transaction handle when inside a transaction: the NOTIFY is then
   * delivered only if the transaction commits (and PGlite's single connection is not blocked).
   */
  publish(event: AppEvent, via?: Kysely<Database>): Promise<void>;
  /** Listens to events from every instance; returns the unsubscribe function. */
  subscribe(listener: (event: AppEvent) => void): () => void;
  /** Tells every instance that sessions were revoked (their sockets re-check at once); `via` as in publish. */
  sessionsChanged(via?: Kysely<Database>): Promise<void>;
  /** Listens to `sessionsChanged` from every instance; returns the unsubscribe function. */
  onSessionsChanged(listener: () => void): () => void;
  /**
   * Listens to committed changes of the rows a session lookup reads, from every instance and any tool (the
   * session-rows triggers' NOTIFY); returns the unsubscribe function.
   */
  onSessionRowsChanged(listener: () => void): () => void;
  /** Stops listening. */
  close(): Promise<void>;
}

/** The NOTIFY channel name. */
export const EVENTS_CHANNEL = "ceremony_events";
/** The NOTIFY channel of session revocations (no payload: sockets re-check their tokens). */
export const SESSIONS_CHANNEL = "ceremony_sessions";

function parseEvent(payload: string): AppEvent | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== "object" || value === null) return null;
    const { type, profile_id, payload: extra } = value as Record<string, unknown>;
    if ((type !== "reply" && type !== "request" && type !== "message") || typeof profile_id !== "number")
      return null;
    const event: AppEvent = { type, profile_id };
    if (typeof extra === "object" && extra !== null) event.payload = extra as Record<string, unknown>;
    return event;
  } catch {
    return null;
  }
}

/** Creates the bus; `db` publishes, `source` receives. */
export async function createEventBus(db: Kysely<Database>, source: NotificationSource): Promise<EventBus> {
  const listeners = new Set<(event: AppEvent) => void>();
  const sessionListeners = new Set<() => void>();
  const stopEvents = await source.listen(EVENTS_CHANNEL, (payload) => {
    const event = parseEvent(payload);
    if (!event) return;
    for (const listener of listeners) listener(event);
  });
  const stopSessions = await source.listen(SESSIONS_CHANNEL, () => {
    for (const listener of sessionListeners) listener();
  });
  const rowListeners = new Set<() => void>();
  const stopRows = await source.listen(SESSION_ROWS_CHANNEL, () => {
    for (const listener of rowListeners) listener();
  });
  return {
    async publish(event, via) {
      await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`.execute(via ?? db);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async sessionsChanged(via) {
      await sql`select pg_notify(${SESSIONS_CHANNEL}, '')`.execute(via ?? db);
    },
    onSessionsChanged(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    onSessionRowsChanged(listener) {
      rowListeners.add(listener);
      return () => rowListeners.delete(listener);
    },
    async close() {
      await stopEvents();
      await stopSessions();
      await stopRows();
    },
  };
}
