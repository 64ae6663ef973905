import type { Config } from "../../kernel/config";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Where the payment gateway sends the provider back: the panel origin the deposit came from (its `Origin` header)
 * when it is allowed — this server's public origin, a CORS origin, or a loopback name for this server's port
 * (`localhost` and `127.0.0.1` are one machine but two origins, each with its own stored session) — else "" (the
 * payment page's own host, PUBLIC_URL). Any other origin is refused, so a payment link is never an open redirect.
 */
export function returnOrigin(
  origin: string | undefined,
  config: Pick<Config, "publicUrl" | "corsOrigins">,
): string {
  if (!origin) return "";
  let url: URL;
  let own: URL;
  try {
    url = new URL(origin);
    own = new URL(config.publicUrl);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  if (url.origin === own.origin || config.corsOrigins.includes(url.origin)) return url.origin;
  if (LOOPBACK.has(url.hostname) && LOOPBACK.has(own.hostname) && url.port === own.port) return url.origin;
  return "";
}
