import type { Middleware } from "openapi-fetch";
import type { ApiError } from "../errors";
import type { OperationLookup } from "../operationTable";
import type { ServerClock } from "../serverClock";
import type { Session } from "../session";
import type { TokenStore } from "../tokenStore";
import { createAuthMiddleware } from "./auth";
import { type BaseUrls, createBaseUrlMiddleware } from "./baseUrl";
import { createNormalizeErrorsMiddleware } from "./normalizeErrors";
import { createProfileIdMiddleware } from "./profileId";
import { createRefreshOn401Middleware } from "./refreshOn401";
import { createServerTimeMiddleware } from "./serverTime";

/** Everything the middleware share. */
export interface MiddlewareContext {
  baseUrls: BaseUrls;
  operations: OperationLookup;
  session: Session;
  tokenStore: TokenStore;
  clock: ServerClock;
  isOnline: () => boolean;
  /** Hands an error to the app's `onError` and returns it, so it can be thrown in one expression. */
  report: (error: ApiError) => ApiError;
}

/**
 * The middleware in registration order. openapi-fetch runs `onRequest` in this order and `onResponse`/`onError`
 * in reverse, so: base URL → Authorization → Profile-Id → copy for retry, then on the way back retry-on-401 →
 * learn server time → normalise errors (last, so it sees the retried answer).
 */
export function createMiddlewareStack(context: MiddlewareContext): Middleware[] {
  return [
    createNormalizeErrorsMiddleware(context),
    createServerTimeMiddleware(context.clock),
    createBaseUrlMiddleware(context),
    createAuthMiddleware(context),
    createProfileIdMiddleware(context),
    createRefreshOn401Middleware(context),
  ];
}
