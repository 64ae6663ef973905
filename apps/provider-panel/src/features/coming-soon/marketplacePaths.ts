/** Marketplace paths below /panel that arrive in a later issue (a placeholder shows until then). */
export const MARKETPLACE_PREFIXES = ["lawyers", "address", "profile/legals"] as const;

/** One of `MARKETPLACE_PREFIXES`. */
export type MarketplacePrefix = (typeof MARKETPLACE_PREFIXES)[number];

/** The marketplace prefix a /panel splat falls under, or null when the path is unknown. */
export function marketplacePrefix(splat: string): MarketplacePrefix | null {
  const path = splat.replace(/^\/+|\/+$/g, "");
  return MARKETPLACE_PREFIXES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ?? null;
}
