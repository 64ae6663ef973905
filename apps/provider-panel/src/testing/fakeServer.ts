import { createApiClient, createMemoryTokenStore } from "@ceremony/api-client";

/** A request as a fake route sees it. */
export interface FakeRequest {
  method: string;
  url: URL;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type StatusAnswer = { status: number; body: unknown; headers: Record<string, string>; __fake: true };

/** A route's answer: a JSON body (status 200), or an explicit status with a body and headers. */
export type FakeAnswer = unknown | StatusAnswer;

/** An answer with a status other than 200 (and headers such as a 429's `Retry-After`). */
export function reply(status: number, body: unknown, headers: Record<string, string> = {}): FakeAnswer {
  return { status, body, headers, __fake: true };
}

function isStatusAnswer(answer: unknown): answer is StatusAnswer {
  return typeof answer === "object" && answer !== null && (answer as { __fake?: unknown }).__fake === true;
}

/** A JSON body parsed; any other (a multipart upload) as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Routes keyed `"GET /api/path"`; every request is recorded in `requests`. Unknown routes answer 404. */
export function createFakeServer(
  routes: Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>>,
) {
  const requests: FakeRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    const seen: FakeRequest = {
      method: request.method,
      url,
      query: url.searchParams,
      body: text ? parseBody(text) : undefined,
      headers: request.headers,
    };
    requests.push(seen);
    const route = routes[`${request.method} ${url.pathname}`];
    const answer = route ? await route(seen) : reply(404, { message: "یافت نشد", code: 404 });
    const [status, body, headers] = isStatusAnswer(answer)
      ? [answer.status, answer.body, answer.headers]
      : [200, answer, {}];
    return new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });
  };
  /** The bodies sent to one route (`"PUT /api/path"`), in order. */
  const bodiesOf = (route: string) =>
    requests.filter((q) => `${q.method} ${q.url.pathname}` === route).map((q) => q.body);
  return { fetch, requests, bodiesOf };
}

/** An api client signed in as profile 101 over a fake server (no XHR: uploads go through fetch). */
export function createFakeApiClient(fetch: (request: Request) => Promise<Response>) {
  const base = "http://panel.test";
  return createApiClient({
    baseUrls: { provider: base, website: base, upload: base, app: base },
    tokenStore: createMemoryTokenStore({
      accessToken: "test-access",
      accessTokenExpiresAt: Math.floor(Date.now() / 1000) + 3600,
      refreshToken: "test-refresh",
      refreshTokenExpiresAt: Math.floor(Date.now() / 1000) + 86_400,
      activeProfileId: 101,
    }),
    fetch,
    xhr: null,
  });
}
