import createClient, { type Client } from "openapi-fetch";
import createQueryClient, { type OpenapiQueryClient } from "openapi-react-query";
import { type Batch, createBatch } from "./batch";
import type { ApiError } from "./errors";
import { operations as operationTable } from "./generated/operations";
import type { operations, paths } from "./generated/schema";
import type { BaseUrls } from "./middleware/baseUrl";
import { createMiddlewareStack } from "./middleware/stack";
import { createOperationLookup, type OperationLookup } from "./operationTable";
import { createServerClock, type ServerClock } from "./serverClock";
import { createSession, type Session } from "./session";
import type { TokenStore } from "./tokenStore";
import { createUploader, defaultUploadXhr, type Uploader, type UploadXhr } from "./upload";

/** The answer of a successful upload (`uploadFiles` 200). */
export type UploadResult = operations["uploadFiles"]["responses"][200]["content"]["application/json"];

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
}

/** What `createApiClient` returns. */
export interface ApiClient {
  /** The openapi-fetch client; non-2xx answers and network failures reject with `ApiError`. */
  client: Client<paths>;
  /** openapi-react-query over `client`: `queryOptions`, `useQuery`, `useMutation`... */
  $api: OpenapiQueryClient<paths>;
  /** Typed `/api/batch`. */
  batch: Batch<paths>;
  /** Multipart upload with progress and cancellation. */
  upload: Uploader<UploadResult>;
  /** Session start, refresh, sign-in and sign-out. */
  session: Session;
  /** The contract's operation table. */
  operations: OperationLookup;
  /** The server clock in use. */
  clock: ServerClock;
}

const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/** Creates the typed API client with its middleware, session, batch helper and uploader. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const clock = options.clock ?? createServerClock();
  const fetchFn = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const isOnline = options.isOnline ?? browserOnline;
  const report = (error: ApiError): ApiError => {
    options.onError?.(error);
    return error;
  };
  const lookup = createOperationLookup(operationTable);
  const session = createSession({
    tokenStore: options.tokenStore,
    clock,
    refreshUrl: `${options.baseUrls.provider.replace(/\/+$/, "")}${lookup.byId("refreshToken").path}`,
    fetch: fetchFn,
    isOnline,
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

  const batch = createBatch<paths>(async (body, init) => {
    const { data } = await client.POST("/api/batch", {
      body,
      ...(init?.signal ? { signal: init.signal } : {}),
    });
    return data;
  });

  const upload = createUploader<UploadResult>({
    operation: lookup.byId("uploadFiles"),
    baseUrls: options.baseUrls,
    session,
    tokenStore: options.tokenStore,
    clock,
    isOnline,
    report,
    fetch: fetchFn,
    xhr: options.xhr === undefined ? defaultUploadXhr() : options.xhr,
  });

  return { client, $api: createQueryClient(client), batch, upload, session, operations: lookup, clock };
}
