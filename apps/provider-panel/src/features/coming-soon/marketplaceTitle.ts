import { comingSoonMessages, homeMessages, profileMessages } from "../../messages";
import { type MarketplacePrefix, marketplacePrefix } from "./marketplacePaths";

// Kept apart from marketplacePaths.ts: the route's check runs at start-up, the titles only on the placeholder screen.
const TITLES: Record<MarketplacePrefix, string> = {
  lawyers: homeMessages.lawyers,
  address: comingSoonMessages.addresses,
  "profile/legals": profileMessages.legalsTitle,
};

/** The title of a marketplace path below /panel (coming in a later issue), or null when the path is unknown. */
export function marketplaceTitle(splat: string): string | null {
  const prefix = marketplacePrefix(splat);
  return prefix === null ? null : TITLES[prefix];
}
