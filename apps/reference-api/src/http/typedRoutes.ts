import type { paths } from "@ceremony/api-client/contract";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context/env";

type Method = "get" | "put" | "post" | "delete";

/** The contract operation at a path and method (`never` when the contract has none). */
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The contract paths that have an operation for `M`. */
type PathsWith<M extends Method> = {
  [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P;
}[keyof paths];

type Present<T, Otherwise> = [NonNullable<T>] extends [never] ? Otherwise : NonNullable<T>;
type Empty = Record<string, never>;

/** The request body of an operation (its first media type), `{}` when it takes none. */
type BodyOf<O> = O extends { requestBody?: infer R }
  ? Present<R, Empty> extends { content: infer C }
    ? C[keyof C]
    : Empty
  : Empty;

type ParamsOf<O, Where extends "query" | "path"> = O extends { parameters: infer P }
  ? P extends { [K in Where]?: infer Q }
    ? Present<Q, Empty>
    : Empty
  : Empty;

/** The JSON answer of an operation for a status. */
type JsonAnswer<O, S> = O extends { responses: infer R }
  ? S extends keyof R
    ? R[S] extends { content: { "application/json": infer J } }
      ? J
      : never
    : never
  : never;

/** The keys of `T`, of any of its alternatives when it is a union (oneOf, `X | null`). */
type KeysOf<T> = T extends object ? keyof T : never;
/** The type of key `K` in whichever alternatives of `T` have it. */
type PropOf<T, K> = T extends object ? (K extends keyof T ? T[K] : never) : never;
type ElementOf<T> = T extends readonly (infer U)[] ? U : never;

/**
 * `D` with every key the contract's `T` does not name turned into `never`, at every depth: an answer cannot carry a
 * field the contract does not state (a renamed optional field would otherwise keep its old name unnoticed, since
 * TypeScript checks extra keys only on object literals).
 */
type Exact<T, D> = D extends readonly (infer E)[]
  ? readonly Exact<ElementOf<T>, E>[]
  : D extends object
    ? { [K in keyof D]: K extends KeysOf<T> ? Exact<PropOf<T, K>, D[K]> : never }
    : D;

declare const typedReply: unique symbol;

/** A response made by the answer helpers of operation `O` (a handler can return nothing else). */
type Reply<O> = Response & { readonly [typedReply]: O };

/** The `data` of the 200 answer `{ data, message? }` (`data` may be optional beside a message). */
type DataOf<O> =
  "data" extends KeysOf<JsonAnswer<O, 200>>
    ? JsonAnswer<O, 200> extends { data?: infer D }
      ? Exclude<D, undefined>
      : never
    : never;
/** The rows of the 200 answer `{ data: rows, count }` of a paged list. */
type RowsOf<O> = JsonAnswer<O, 200> extends { data: infer D; count: number } ? D : never;

/** The typed inputs and answer helpers a handler of operation `O` receives. */
interface RouteIo<O> {
  /** The body as validated against the contract. */
  body: BodyOf<O>;
  /** The query as validated (and coerced) against the contract. */
  query: ParamsOf<O, "query">;
  /** The path parameters as validated (and coerced) against the contract. */
  params: ParamsOf<O, "path">;
  /** 200 `{ data, message? }` with the contract's `data`. */
  ok<D extends DataOf<O>>(data: D & Exact<DataOf<O>, D>, message?: string): Reply<O>;
  /** 200 `{ message }` (MessageResponse); `data: null` rides along, as the panel has always received it. */
  message(text: JsonAnswer<O, 200> extends { message: string } ? string : never): Reply<O>;
  /** 200 `{ data: rows, count }` of a paged list. */
  paged<D extends RowsOf<O>>(rows: D & Exact<RowsOf<O>, D>, count: number): Reply<O>;
  /** Any documented JSON answer, by status. */
  json<S extends O extends { responses: infer R } ? keyof R & number : never, B extends JsonAnswer<O, S>>(
    status: S,
    body: B & Exact<JsonAnswer<O, S>, B>,
  ): Reply<O>;
  /** A non-JSON answer (an HTML page, a redirect, a file) made by the handler. */
  raw(response: Response): Reply<O>;
}

/** A handler of operation `O`. */
type Handler<O> = (c: Context<AppEnv>, io: RouteIo<O>) => Reply<O> | Promise<Reply<O>>;

type Chain<O> = [...MiddlewareHandler<AppEnv>[], Handler<O>];

/** Registers routes typed from the contract's generated `paths`: `on.get("/api/…", auth, (c, io) => io.ok(…))`. */
interface TypedRoutes {
  get<P extends PathsWith<"get">>(path: P, ...chain: Chain<Operation<P, "get">>): void;
  put<P extends PathsWith<"put">>(path: P, ...chain: Chain<Operation<P, "put">>): void;
  post<P extends PathsWith<"post">>(path: P, ...chain: Chain<Operation<P, "post">>): void;
  delete<P extends PathsWith<"delete">>(path: P, ...chain: Chain<Operation<P, "delete">>): void;
  /** `get` of a path whose last parameter spans segments (`/uploads/{path}` holds `folder/name`): Hono's `/uploads/*`. */
  getRest<P extends PathsWith<"get">>(path: P, ...chain: Chain<Operation<P, "get">>): void;
}

/** Hono's spelling of an OpenAPI path template: `/pay/{payment_id}` → `/pay/:payment_id` (a last `{rest}` → `*`). */
function honoPath(template: string, rest: boolean): string {
  const path = rest ? template.replace(/\{[^}]+\}$/, "*") : template;
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

function ioOf(c: Context<AppEnv>): RouteIo<never> {
  const reply = (response: Response) => response as Reply<never>;
  // The validator ran before: `query` holds the coerced query and path values, `body` the checked body.
  const query = (c.get("query") ?? {}) as never;
  return {
    body: (c.get("body") ?? {}) as never,
    query,
    params: query,
    ok: (data, message) => reply(c.json(message === undefined ? { data } : { data, message })),
    message: (text) => reply(c.json({ data: null, message: text })),
    paged: (rows, count) => reply(c.json({ data: rows, count })),
    json: (status, body) => reply(c.json(body as object, status as 200)),
    raw: reply,
  };
}

/** The typed route registrar of an app: the same Hono routes, typed by the contract at compile time only. */
export function typedRoutes(app: Hono<AppEnv>): TypedRoutes {
  const add =
    (method: Method, rest = false) =>
    (path: string, ...chain: unknown[]): void => {
      const handler = chain.at(-1) as Handler<never>;
      const middleware = chain.slice(0, -1) as MiddlewareHandler<AppEnv>[];
      const on = app.on.bind(app) as (m: string, p: string, ...h: MiddlewareHandler<AppEnv>[]) => unknown;
      on(method.toUpperCase(), honoPath(path, rest), ...middleware, async (c) => handler(c, ioOf(c)));
    };
  return {
    get: add("get"),
    put: add("put"),
    post: add("post"),
    delete: add("delete"),
    getRest: add("get", true),
  } as TypedRoutes;
}
