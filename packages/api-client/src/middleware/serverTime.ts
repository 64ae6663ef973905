import type { Middleware } from "openapi-fetch";
import type { ServerClock } from "../serverClock";

/** Learns server time from the `Date` header of every answer, so expiry checks follow the server's clock. */
export function createServerTimeMiddleware(clock: ServerClock): Middleware {
  return {
    onResponse({ response }) {
      clock.observeDateHeader(response.headers.get("Date"));
    },
  };
}
