import type { Feature } from "../../context/feature";
import { addressRoutes } from "./routes";
import { seedAddresses } from "./seed";

/**
 * Saved addresses of a profile. A feature of its own (not part of the marketplace's seed) so a database seeded
 * before addresses existed gets the demo addresses on its next start.
 */
export const addressesFeature: Feature = {
  name: "addresses",
  routes: addressRoutes,
  seed: seedAddresses,
};
