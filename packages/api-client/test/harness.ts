import createClient from "openapi-fetch";
import type { ApiError } from "../src/errors";
import { createMiddlewareStack } from "../src/middleware/stack";
import { createOperationLookup, type OperationInfo } from "../src/operationTable";
import { createServerClock } from "../src/serverClock";
import { createSession } from "../src/session";
import { createMemoryTokenStore, type StoredTokens } from "../src/tokenStore";

type Json = { "application/json": unknown };
type Ok = { 200: { content: { "application/json": { data: string } } }; 401: { content: Json } };
type Params<Q = never> = { query?: Q; header?: never; path?: never; cookie?: never };

/** A tiny hand-written `paths` type: one operation per auth mode and server. */
export interface TestPaths {
  "/api/public": { get: { parameters: Params<{ q?: string }>; responses: Ok } };
  "/api/private": {
    get: { parameters: Params<{ page?: number }>; responses: Ok };
    post: {
      parameters: Params;
      requestBody: { content: { "application/json": { text: string; n: number } } };
      responses: Ok;
    };
  };
  "/api/temp": { post: { parameters: Params; requestBody: { content: Json }; responses: Ok } };
  "/api/optional": { post: { parameters: Params; requestBody: { content: Json }; responses: Ok } };
  "/static/page": { get: { parameters: Params<{ service: number }>; responses: Ok } };
  "/changelog.json": { get: { parameters: Params; responses: Ok } };
  "/api/profile/signin": { post: { parameters: Params; requestBody: { content: Json }; responses: Ok } };
  "/api/profile/refresh_token": {
    post: { parameters: Params; requestBody: { content: Json }; responses: Ok };
  };
}

/** The operation table for `TestPaths`, in the generated table's shape. */
export const testOperations: readonly OperationInfo[] = [
  {
    operationId: "getPublic",
    method: "GET",
    path: "/api/public",
    server: "provider",
    auth: "public",
    profileId: false,
  },
  {
    operationId: "getPrivate",
    method: "GET",
    path: "/api/private",
    server: "provider",
    auth: "required",
    profileId: true,
  },
  {
    operationId: "postPrivate",
    method: "POST",
    path: "/api/private",
    server: "provider",
    auth: "required",
    profileId: true,
  },
  {
    operationId: "initProfile",
    method: "POST",
    path: "/api/temp",
    server: "provider",
    auth: "temp",
    profileId: false,
  },
  {
    operationId: "logUi",
    method: "POST",
    path: "/api/optional",
    server: "provider",
    auth: "optional",
    profileId: false,
  },
  {
    operationId: "getPage",
    method: "GET",
    path: "/static/page",
    server: "website",
    auth: "public",
    profileId: false,
  },
  {
    operationId: "getChangelog",
    method: "GET",
    path: "/changelog.json",
    server: "app",
    auth: "public",
    profileId: false,
  },
  {
    operationId: "signin",
    method: "POST",
    path: "/api/profile/signin",
    server: "provider",
    auth: "public",
    profileId: false,
  },
  {
    operationId: "refreshToken",
    method: "POST",
    path: "/api/profile/refresh_token",
    server: "provider",
    auth: "public",
    profileId: false,
  },
];

export const testBaseUrls = {
  provider: "https://provider.test/",
  website: "https://website.test",
  upload: "https://upload.test",
  app: "https://app.test",
};

/** Server time used by every test: 2026-01-01T00:00:00Z. */
export const NOW = 1_767_225_600;

/** A stored session valid for an hour (access) and a day (refresh), with active profile 7. */
export function signedIn(accessToken = "A1"): Partial<StoredTokens> {
  return {
    accessToken,
    accessTokenExpiresAt: NOW + 3600,
    refreshToken: "R1",
    refreshTokenExpiresAt: NOW + 86_400,
    activeProfileId: 7,
  };
}

/** What the fake network saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A fake `fetch` that records requests (body included) and answers through `handler`. */
export function createFakeFetch(handler: (request: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const entry: SeenRequest = {
      method: request.method,
      url: request.url,
      path: url.pathname,
      headers: Object.fromEntries(request.headers),
      // Reads the body itself, as a real fetch does: a request can be sent only once.
      body: await request.text(),
    };
    seen.push(entry);
    return handler(entry);
  };
  return { fetch, seen, to: (path: string) => seen.filter((r) => r.path === path) };
}

/** A JSON response. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** A refresh answer whose tokens expire in absolute server seconds. */
export function tokenAnswer(accessToken: string, refreshToken = "R2"): Response {
  return json(200, {
    data: {
      token: {
        access_token: accessToken,
        access_token_expires_in: NOW + 3600,
        refresh_token: refreshToken,
        refresh_token_expires_in: NOW + 86_400,
      },
    },
  });
}

/** Builds the real middleware stack over `TestPaths` with a fake network. */
export function createStack(options: {
  handler: (request: SeenRequest) => Response | Promise<Response>;
  tokens?: Partial<StoredTokens>;
  online?: boolean;
  operations?: readonly OperationInfo[];
}) {
  const fake = createFakeFetch(options.handler);
  const tokenStore = createMemoryTokenStore(options.tokens ?? {});
  let deviceMs = NOW * 1000;
  const clock = createServerClock({ deviceNow: () => deviceMs });
  const online = { value: options.online ?? true };
  const expired: number[] = [];
  const reported: ApiError[] = [];
  const isOnline = () => online.value;
  const operations = createOperationLookup(options.operations ?? testOperations);
  const session = createSession({
    tokenStore,
    clock,
    refreshUrl: "https://provider.test/api/profile/refresh_token",
    fetch: fake.fetch,
    isOnline,
    onSessionExpired: () => expired.push(1),
  });
  const client = createClient<TestPaths>({ baseUrl: testBaseUrls.provider, fetch: fake.fetch });
  client.use(
    ...createMiddlewareStack({
      baseUrls: testBaseUrls,
      operations,
      session,
      tokenStore,
      clock,
      isOnline,
      report: (error) => {
        reported.push(error);
        return error;
      },
    }),
  );
  return {
    client,
    session,
    tokenStore,
    clock,
    fake,
    online,
    expired,
    reported,
    advance: (seconds: number) => {
      deviceMs += seconds * 1000;
    },
  };
}

/** Resolves with what a promise rejected with (fails the test if it resolved). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to reject");
}
