import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context/env";
import { messages } from "../messages";
import { ErrorCode, httpError } from "./errors";

const tooLarge = () => httpError(413, messages.payloadTooLarge, ErrorCode.payloadTooLarge);

/**
 * Caps the request body at `maxBytes()` (read per request, so tests can lower it) without buffering it: a declared
 * Content-Length above the cap is refused at once, and any body is counted as it streams, so a chunked one errors
 * with the same 413 when it passes the cap. (hono's bodyLimit buffers chunked bodies whole in memory.)
 */
export function limitBody(maxBytes: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // GET and HEAD carry no body (the web Request refuses one), and on Node reading `raw.body` would build the
    // whole web Request (signal, headers, stream) for nothing: about 5% of a signed-in list call's CPU time.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const max = maxBytes();
    const declared = c.req.header("content-length");
    if (declared !== undefined && Number(declared) > max) throw tooLarge();
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > max) controller.error(tooLarge());
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);
    return next();
  };
}
