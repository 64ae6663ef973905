/**
 * The live-event WebSocket URL of the active profile (`/api/profile/connect` on the provider host), or null when
 * signed out or no profile is chosen.
 */
export function eventsUrl(
  providerBase: string,
  accessToken: string | null,
  profileId: number | null,
): string | null {
  if (!accessToken || profileId === null) return null;
  const url = new URL("/api/profile/connect", providerBase);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.search = new URLSearchParams({ profile_id: String(profileId), access_token: accessToken }).toString();
  return url.toString();
}
