import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Deps } from "../context/deps";
import type { AppEnv } from "../context/env";
import type { Feature } from "../context/feature";
import { limitBody } from "../http/bodyLimit";
import { corsFor } from "../http/cors";
import { databaseErrorAnswer } from "../http/databaseErrors";
import { ApiError, ErrorCode } from "../http/errors";
import { mountHealth } from "../http/health";
import type { OpenApiDocument } from "../http/openapi";
import { requestLog } from "../http/requestLog";
import { securityHeaders } from "../http/securityHeaders";
import { mountPanel } from "../http/static";
import { createRequestValidator, type RequestValidator, validateRequests } from "../http/validate";
import { hasPanel } from "../kernel/config";
import { tileOriginOf } from "../kernel/mapTiles";
import { messages } from "../messages";
import { type EventSockets, mountEventSocket } from "../sockets/sockets";

/** Options of the app: the features to mount and the document requests are validated against. */
export interface CreateAppOptions {
  features: readonly Feature[];
  /** The OpenAPI document; null disables request validation (only for tools that run without it). */
  openapi: OpenApiDocument | null;
  /** Serve apps/provider-panel/dist (default: when it exists). */
  servePanel?: boolean;
  /** Runs around everything else, so it sees every final answer (the test servers check answers against the contract). */
  outermost?: MiddlewareHandler<AppEnv>;
}

/** The built app and the handles main.ts needs. */
export interface BuiltApp {
  app: Hono<AppEnv>;
  validator: RequestValidator | null;
  sockets: EventSockets;
  /** Starts a shutdown: /readyz answers 503 from now on. */
  drain(): void;
}

/**
 * Builds the Hono app. Order matters (first match wins): request log → security headers → CORS → body cap → /healthz and
 * /readyz → request validation → feature routes →
 * the event WebSocket → the panel's static files → 404 for missing /assets/* → SPA fallback → 404.
 */
export function createApp(deps: Deps, options: CreateAppOptions): BuiltApp {
  const app = new Hono<AppEnv>();
  const origins = new Set(deps.config.corsOrigins);

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.retryAfter !== null) c.header("Retry-After", String(error.retryAfter));
      return c.json(error.body, error.status);
    }
    const database = databaseErrorAnswer(error);
    if (database) return c.json(database.body, database.status);
    if (error instanceof SyntaxError)
      return c.json({ message: messages.malformedJson, code: ErrorCode.malformedJson }, 400);
    if (error instanceof HTTPException) {
      if (error.status === 413)
        return c.json({ message: messages.payloadTooLarge, code: ErrorCode.payloadTooLarge }, 413);
      if (error.status === 400)
        return c.json({ message: messages.invalidRequest, code: ErrorCode.invalidRequest }, 400);
      if (error.status < 500) return c.json({ message: messages.invalidRequest, code: null }, error.status);
    }
    deps.log.error("unhandled error", {
      request_id: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      error,
    });
    return c.json({ message: messages.serverError, code: ErrorCode.serverError }, 500);
  });
  app.notFound((c) => c.json({ message: messages.routeNotFound, code: ErrorCode.notFound }, 404));

  if (options.outermost) app.use("*", options.outermost);
  // Outermost but for the test-mode contract check, so its line has the final status and the whole time, errors and 404s included.
  app.use("*", requestLog(deps.log, deps.config.logRequests));
  let draining = false;

  // First, so every answer (errors and 404s included) carries nosniff, Referrer-Policy and a CSP.
  const tiles = deps.config.mapTiles;
  app.use("*", securityHeaders({ tileOrigins: tiles ? [tileOriginOf(tiles.url)] : [] }));

  app.use(
    "*",
    corsFor({
      origins,
      allowHeaders: ["Authorization", "Profile-Id", "Content-Type"],
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      // The panel reads the wait of a 429 (sign-in screens) when it runs on another origin in development.
      exposeHeaders: ["Retry-After"],
      maxAgeSeconds: 600,
    }),
  );

  // Whole-request cap, counted as the body streams (never buffered); files are checked one by one.
  // Read per request so the cap follows the live config (tests lower it).
  app.use(
    "*",
    limitBody(() => deps.config.maxRequestBytes),
  );

  mountHealth(app, deps.db, () => draining);

  const validator = options.openapi ? createRequestValidator(options.openapi) : null;
  if (validator) app.use("*", validateRequests(validator, deps.config));

  for (const feature of options.features) feature.routes(app, deps);
  const sockets = mountEventSocket(app, deps);
  if (options.servePanel ?? hasPanel(deps.config)) mountPanel(app, deps.config.panelDist);

  return {
    app,
    validator,
    sockets,
    drain() {
      draining = true;
    },
  };
}
