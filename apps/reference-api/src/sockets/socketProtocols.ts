import { EventSocketProtocol } from "@ceremony/api-client/contract";

const TOKEN_PREFIX = `${EventSocketProtocol.BEARER}.`;

/**
 * The access token a client offered as the `bearer.<token>` subprotocol (contract `connectEvents`), or null when
 * none was offered. The browser cannot send an Authorization header on a WebSocket; the URL is printed in consoles
 * and logs, so the token travels in `Sec-WebSocket-Protocol`.
 */
export function tokenFromProtocols(header: string | undefined): string | null {
  for (const offered of (header ?? "").split(",")) {
    const value = offered.trim();
    if (value.startsWith(TOKEN_PREFIX) && value.length > TOKEN_PREFIX.length)
      return value.slice(TOKEN_PREFIX.length);
  }
  return null;
}

/**
 * The subprotocol the server answers with (`ws`'s `handleProtocols`): the event stream's name, never the token one
 * (the default choice, the first offered, could echo a token back). False when the client did not offer it, which
 * completes the handshake without a subprotocol.
 */
export function chooseProtocol(offered: Set<string>): string | false {
  return offered.has(EventSocketProtocol.EVENTS) ? EventSocketProtocol.EVENTS : false;
}
