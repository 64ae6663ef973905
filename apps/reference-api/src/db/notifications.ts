/** Delivers `NOTIFY` payloads of one channel; PGlite and PostgreSQL each provide one (see connect.ts). */
export interface NotificationSource {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}
