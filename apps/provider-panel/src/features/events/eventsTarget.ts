import { EventSocketProtocol } from "@ceremony/api-client/contract";

/** Where the live-event socket connects and the subprotocols it offers. */
export interface EventsTarget {
  url: string;
  protocols: string[];
}

/**
 * The live-event WebSocket of the active profile (`/api/profile/connect` on the provider host), or null when signed
 * out or no profile is chosen. The access token travels as the `bearer.` subprotocol, never in the URL: browsers
 * print the URL of every failed handshake in the console, and servers and proxies log it.
 */
export function eventsTarget(
  providerBase: string,
  accessToken: string | null,
  profileId: number | null,
): EventsTarget | null {
  if (!accessToken || profileId === null) return null;
  const url = new URL("/api/profile/connect", providerBase);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.search = new URLSearchParams({ profile_id: String(profileId) }).toString();
  return {
    url: url.toString(),
    protocols: [EventSocketProtocol.EVENTS, `${EventSocketProtocol.BEARER}.${accessToken}`],
  };
}
