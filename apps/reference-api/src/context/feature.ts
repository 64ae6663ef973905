import type { Hono } from "hono";
import type { Deps } from "./deps";
import type { AppEnv } from "./env";

/**
 * A slice of the API. createApp mounts every feature's routes in list order, before the WebSocket and
 * static files; `seed` runs once on a fresh database, after the core accounts exist (see seed/accounts.ts).
 */
export interface Feature {
  name: string;
  routes(app: Hono<AppEnv>, deps: Deps): void;
  seed?(deps: Deps): Promise<void>;
  /** Stops background work (timers) when the server closes. */
  stop?(): void;
}
