import createClient, { type Client } from "openapi-fetch";
import type { CrossTabLock } from "./crossTabLock";
import type { ApiError } from "./errors";
import { specialOperations } from "./generated/operations";
import type { paths } from "./generated/schema";
import { lazyBrowserCrossTabLock } from "./lazyCrossTabLock";
import type { BaseUrls } from "./middleware/baseUrl";
import { createMiddlewareStack } from "./middleware/stack";
import { createOperationLookup, type OperationLookup } from "./operationTable";
import { createServerClock, type ServerClock } from "./serverClock";
import { createSession, type Session } from "./session";
import type { TokenStore } from "./tokenStore";
import type { UploadXhr } from "./upload";

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** Base URL of each host: provider API (default), website API, upload host, app origin. */
  baseUrls: BaseUrls;
  tokenStore: TokenStore;
  /** Server clock used for every expiry check; pass the app's own to share it. */
  clock?: ServerClock;
  /** Injected fetch (tests, SSR); defaults to the global fetch at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Whether the device is online; decides the internet-cut message. Defaults to `navigator.onLine`. */
  isOnline?: () => boolean;
  /** Emitted when the session ends because the server refused the refresh (tokens already removed). */
  onSessionExpired?: () => void;
  /** Emitted for every `ApiError` (not for cancellations), e.g. to show a toast. */
  onError?: (error: ApiError) => void;
  /** XMLHttpRequest factory for uploads with progress; null uses fetch. Defaults to the browser's. */
  xhr?: (() => UploadXhr) | null;
  /**
   * Makes the refresh single across tabs sharing the token store. Defaults to Web Locks, else a localStorage lease
   * (`browserCrossTabLock`); null for none (tests, a store no other tab sees).
   */
  crossTabLock?: CrossTabLock | null;
}

/**
 * The client's wiring, shared with the optional helpers (`createApiUploader`, `createApiBatch`,
 * `createApiQueryHooks`) so they follow the same hosts, tokens, clock and error reporting.
 */
export interface ApiClientContext {
  baseUrls: BaseUrls;
  tokenStore: TokenStore;
  fetch: (request: Request) => Promise<Response>;
  isOnline: () => boolean;
  report: (error: ApiError) => ApiError;
  /** The `xhr` option as given (undefined: the browser's XMLHttpRequest). */
  xhr: (() => UploadXhr) | null | undefined;
}

/** What `createApiClient` returns. */
export interface ApiClient {
  /** The openapi-fetch client; non-2xx answers and network failures reject with `ApiError`. */
  client: Client<paths>;
  /** Session start, refresh, sign-in and sign-out. */
  session: Session;
  /** The contract's operation table. */
  operations: OperationLookup;
  /** The server clock in use. */
  clock: ServerClock;
  /** The wiring the optional helpers reuse. */
  context: ApiClientContext;
}

const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * Creates the typed API client with its middleware and session. Batch, upload and the TanStack Query hooks are
 * separate helpers over the result, so an app loads their code only where it uses them.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const clock = options.clock ?? createServerClock();
  const fetchFn = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const isOnline = options.isOnline ?? browserOnline;
  const report = (error: ApiError): ApiError => {
    options.onError?.(error);
    return error;
  };
  // Only the rows that differ from the lookup's default (a private provider call): the same answers, a smaller
  // sign-in bundle. `byId` is asked only for such rows (refresh, upload).
  const lookup = createOperationLookup(specialOperations);
  const session = createSession({
    tokenStore: options.tokenStore,
    clock,
    refreshUrl: `${options.baseUrls.provider.replace(/\/+$/, "")}${lookup.byId("refreshToken").path}`,
    fetch: fetchFn,
    isOnline,
    crossTabLock: options.crossTabLock === undefined ? lazyBrowserCrossTabLock() : options.crossTabLock,
    ...(options.onSessionExpired ? { onSessionExpired: options.onSessionExpired } : {}),
  });

  const client = createClient<paths>({ baseUrl: options.baseUrls.provider, fetch: fetchFn });
  client.use(
    ...createMiddlewareStack({
      baseUrls: options.baseUrls,
      operations: lookup,
      session,
      tokenStore: options.tokenStore,
      clock,
      isOnline,
      report,
    }),
  );

  const context: ApiClientContext = {
    baseUrls: options.baseUrls,
    tokenStore: options.tokenStore,
    fetch: fetchFn,
    isOnline,
    report,
    xhr: options.xhr,
  };
  return { client, session, operations: lookup, clock, context };
}
