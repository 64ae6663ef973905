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

declare const typedReply: unique symbol;

/** A response made by the answer helpers of operation `O` (a handler can return nothing else). */
type Reply<O> = Response & { readonly [typedReply]: O };

/** The typed inputs and answer helpers a handler of operation `O` receives. */
interface RouteIo<O> {
  /** The body as validated against the contract. */
  body: BodyOf<O>;
  /** The query as validated (and coerced) against the contract. */
  query: ParamsOf<O, "query">;
  /** The path parameters as validated (and coerced) against the contract. */
  params: ParamsOf<O, "path">;
  /** 200 `{ data, message? }` with the contract's `data`. */
  ok(data: JsonAnswer<O, 200> extends { data: infer D } ? D : never, message?: string): Reply<O>;
  /** 200 `{ message }` (MessageResponse); `data: null` rides along, as the panel has always received it. */
  message(text: JsonAnswer<O, 200> extends { message: string } ? string : never): Reply<O>;
  /** 200 `{ data: rows, count }` of a paged list. */
  paged(
    rows: JsonAnswer<O, 200> extends { data: infer D; count: number } ? D : never,
    count: number,
  ): Reply<O>;
  /** Any documented JSON answer, by status. */
  json<S extends O extends { responses: infer R } ? keyof R & number : never>(
    status: S,
    body: JsonAnswer<O, S>,
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
}

/** Hono's spelling of an OpenAPI path template: `/pay/{payment_id}` → `/pay/:payment_id`. */
function honoPath(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ":$1");
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
    (method: Method) =>
    (path: string, ...chain: unknown[]): void => {
      const handler = chain.at(-1) as Handler<never>;
      const middleware = chain.slice(0, -1) as MiddlewareHandler<AppEnv>[];
      const on = app.on.bind(app) as (m: string, p: string, ...h: MiddlewareHandler<AppEnv>[]) => unknown;
      on(method.toUpperCase(), honoPath(path), ...middleware, async (c) => handler(c, ioOf(c)));
    };
  return { get: add("get"), put: add("put"), post: add("post"), delete: add("delete") } as TypedRoutes;
}
