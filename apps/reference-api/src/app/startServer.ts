import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { WebSocketServer } from "ws";
import { pruneExpired } from "../auth/tokens";
import type { Deps } from "../context/deps";
import type { AppEnv } from "../context/env";
import type { Feature } from "../context/feature";
import { openDatabase } from "../db/connect";
import { migrate } from "../db/migrate";
import type { NotificationSource } from "../db/notifications";
import { createEventBus } from "../events/bus";
import { createSessionCache } from "../events/sessionCache";
import { openFileStore } from "../files/openFileStore";
import { loadOpenApi, type OpenApiDocument } from "../http/openapi";
import { type Clock, systemClock } from "../kernel/clock";
import { type Config, publicUrlOf } from "../kernel/config";
import { consoleLogger, type Logger } from "../kernel/log";
import { runSeeds } from "../seed/runSeeds";
import { chooseProtocol } from "../sockets/socketProtocols";
import { type BuiltApp, createApp } from "./createApp";

/** A running server (or, with `listen: false`, a ready app without a socket). */
export interface RunningServer {
  deps: Deps;
  built: BuiltApp;
  /** `http://host:port` when listening. */
  url: string;
  port: number;
  /** Milliseconds from the call to ready. */
  startupMs: number;
  /** Where this instance's NOTIFY payloads arrive (a second EventBus on it behaves like another instance). */
  notifications: NotificationSource;
  close(): Promise<void>;
}

/** Options of startServer; everything has a production default. */
export interface StartOptions {
  config: Config;
  log?: Logger;
  clock?: Clock;
  features: readonly Feature[];
  openapi?: OpenApiDocument;
  /** false: build the app only (tests call `built.app.request`). */
  listen?: boolean;
  seed?: boolean;
  /** Middleware wrapped around the whole app (see CreateAppOptions.outermost). */
  outermost?: MiddlewareHandler<AppEnv>;
}

/** Opens storage, migrates, seeds, builds the app and (by default) listens with WebSocket support. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const started = performance.now();
  const { config } = options;
  const log = options.log ?? consoleLogger(config.logFormat);
  const clock = options.clock ?? systemClock;
  const { features } = options;
  const handle = await openDatabase(config, log);
  let server: ServerType | null = null;
  let wss: WebSocketServer | null = null;
  try {
    await migrate(handle.db, log);
    const events = await createEventBus(handle.db, handle.notifications);
    const files = openFileStore(config, handle.db);
    const sessions = createSessionCache<object>({ writes: handle.sessionWrites, events });
    const deps: Deps = {
      db: handle.db,
      runPrepared: handle.runPrepared,
      events,
      sessions,
      files,
      clock,
      config,
      log,
    };
    await pruneExpired(handle.db, clock);
    if (options.seed ?? true) {
      const seeded = await runSeeds(deps, features);
      if (seeded.length > 0) log.info("seeded", { parts: seeded.join(",") });
    }
    const openapi = options.openapi ?? loadOpenApi(config.openapiPath);
    const built = createApp(deps, { features, openapi, outermost: options.outermost });
    let port = config.port;
    if (options.listen ?? true) {
      wss = new WebSocketServer({ noServer: true, handleProtocols: chooseProtocol });
      const ready = new Promise<AddressInfo>((resolve) => {
        server = serve(
          {
            fetch: built.app.fetch,
            port: config.port,
            hostname: config.host,
            websocket: { server: wss as WebSocketServer },
          },
          resolve,
        );
      });
      port = (await ready).port;
      // Port 0 (tests, benchmarks): the default public URL names the port actually bound.
      if (config.publicUrl === publicUrlOf("", config.host, 0))
        config.publicUrl = publicUrlOf("", config.host, port);
    }
    const shownHost = config.host === "0.0.0.0" ? "localhost" : config.host;
    /**
     * Readiness goes false, the listener closes (new connections are refused: a proxy sends them elsewhere), idle
     * keep-alive connections close, answers in flight finish, sockets close with 1001 (the panel reconnects, through
     * the proxy, to another instance); whatever is still open after `shutdownTimeoutMs` is cut.
     */
    const closeServer = async () => {
      built.drain();
      if (server && config.shutdownDelayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      built.sockets.close();
      if (!server) return;
      const s = server as ServerType & { closeAllConnections(): void; closeIdleConnections(): void };
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      s.closeIdleConnections();
      const bound = setTimeout(() => {
        s.closeAllConnections();
        for (const client of wss?.clients ?? []) client.terminate();
      }, config.shutdownTimeoutMs);
      await closed;
      clearTimeout(bound);
      wss?.close();
    };
    return {
      deps,
      built,
      url: `http://${shownHost}:${port}`,
      port,
      startupMs: Math.round(performance.now() - started),
      notifications: handle.notifications,
      async close() {
        for (const feature of features) feature.stop?.();
        await closeServer();
        sessions.close();
        await events.close();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
