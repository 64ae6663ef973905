// Paths the reference server answers itself, for the dev proxy and the service worker's navigation fallback. A
// navigation to one of them must reach the server: the fallback would hand it the panel's index.html instead, whose
// router knows no such page (issue 27 item 4: the side menu's demo portals under /demo opened a 404).

/** First path segments the server owns: the API, the initial data, the changelog, payments, uploads, demo portals. */
export const serverPaths = ["/api", "/initailize_data", "/changelog.json", "/pay", "/uploads", "/demo"];

/** Matches a pathname under any of `serverPaths` (the segment itself or below it, not a longer name). */
export const navigateFallbackDenylist = [
  new RegExp(`^(?:${serverPaths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?:/|$)`),
];
