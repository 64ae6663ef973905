import { createFinalURL, createQuerySerializer, defaultPathSerializer } from "openapi-fetch";
import type { ApiClient } from "./createApiClient";
import { ApiError, apiErrorFromHttp } from "./errors";
import type { paths } from "./generated/schema";
import { messages } from "./messages";

/** Provider API paths (under `/api/`) that have a GET operation: the only calls `/api/batch` accepts. */
export type BatchPath<Paths> = {
  [P in keyof Paths & `/api/${string}`]: Paths[P] extends { get: object } ? P : never;
}[keyof Paths & `/api/${string}`];

/** The query parameters of a path's GET operation. */
export type BatchQuery<Paths, P extends keyof Paths> = Paths[P] extends {
  get: { parameters: { query?: infer Q } };
}
  ? Q
  : never;

/** The JSON body of a path's GET 200 answer (the same type `client.GET` resolves `data` with). */
export type BatchData<Paths, P extends keyof Paths> = Paths[P] extends {
  get: { responses: { 200: { content: { "application/json": infer T } } } };
}
  ? T
  : unknown;

/** One sub-request: a GET path of the contract and its query. */
export type BatchCall<Paths> = {
  [P in BatchPath<Paths>]: { path: P; query?: BatchQuery<Paths, P> };
}[BatchPath<Paths>];

/** The outcome of one sub-request: its typed body, or an `ApiError` for this item only. */
export type BatchItem<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

/** Results keyed by the identifiers the caller chose. */
export type BatchResults<Paths, Calls extends Record<string, BatchCall<Paths>>> = {
  [K in keyof Calls]: BatchItem<BatchData<Paths, Calls[K]["path"]>>;
};

/** Runs several GET calls in one `/api/batch` request. Rejects only when the batch call itself fails. */
export type Batch<Paths> = <const Calls extends Record<string, BatchCall<Paths>>>(
  calls: Calls,
  init?: { signal?: AbortSignal },
) => Promise<BatchResults<Paths, Calls>>;

/** The request body of `/api/batch`. */
export interface BatchRequestBody {
  requests: { identifier: string; method: "GET"; url: string }[];
}

/** Most sub-requests one batch may carry (contract limit). */
export const MAX_BATCH_SIZE = 20;
const IDENTIFIER = /^[A-Za-z0-9_.-]{1,64}$/;

/** Reads `data[]` of a batch answer into a map by identifier, skipping malformed items. */
function answersByIdentifier(answer: unknown): Map<string, { status: number; body: unknown }> {
  const result = new Map<string, { status: number; body: unknown }>();
  const items = (answer as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(items)) return result;
  for (const item of items as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const { identifier, response } = item as { identifier?: unknown; response?: unknown };
    if (typeof identifier !== "string" || typeof response !== "object" || response === null) continue;
    const { status_code, body } = response as { status_code?: unknown; body?: unknown };
    if (typeof status_code !== "number") continue;
    result.set(identifier, { status: status_code, body });
  }
  return result;
}

/**
 * Creates the batch helper over a `send` that posts the body to `/api/batch` (through the client, so it gets the
 * same auth, Profile-Id and refresh rules) and resolves with the answer's JSON.
 */
export function createBatch<Paths>(
  send: (body: BatchRequestBody, init?: { signal?: AbortSignal }) => Promise<unknown>,
): Batch<Paths> {
  const querySerializer = createQuerySerializer();
  return async (calls, init) => {
    const entries = Object.entries(calls) as [string, { path: string; query?: Record<string, unknown> }][];
    if (entries.length === 0) throw new RangeError("batch needs at least one call.");
    if (entries.length > MAX_BATCH_SIZE) throw new RangeError(`batch takes at most ${MAX_BATCH_SIZE} calls.`);
    const requests = entries.map(([identifier, call]) => {
      if (!IDENTIFIER.test(identifier))
        throw new RangeError(`batch identifier "${identifier}" is not allowed.`);
      const url = createFinalURL(call.path, {
        baseUrl: "",
        params: { query: call.query ?? {} },
        querySerializer,
        pathSerializer: defaultPathSerializer,
      });
      return { identifier, method: "GET" as const, url };
    });
    const answers = answersByIdentifier(await send({ requests }, init));
    const results: Record<string, BatchItem<unknown>> = {};
    for (const [identifier] of entries) {
      const answer = answers.get(identifier);
      if (!answer) {
        results[identifier] = {
          ok: false,
          error: new ApiError({ code: null, status: 502, message: messages.batchItemMissing }),
        };
      } else if (answer.status === 200) {
        results[identifier] = { ok: true, status: answer.status, data: answer.body };
      } else {
        results[identifier] = {
          ok: false,
          error: apiErrorFromHttp({ status: answer.status, body: answer.body }),
        };
      }
    }
    // The runtime checks above establish the per-identifier shapes the mapped type promises.
    return results as BatchResults<Paths, typeof calls>;
  };
}

/** Typed `/api/batch` over an api client (same auth, Profile-Id and refresh rules as its other calls). */
export function createApiBatch(api: ApiClient): Batch<paths> {
  return createBatch<paths>(async (body, init) => {
    const { data } = await api.client.POST("/api/batch", {
      body,
      ...(init?.signal ? { signal: init.signal } : {}),
    });
    return data;
  });
}
