import type { Feature } from "./context/feature";
import { coreFeatures } from "./features";
import { marketplaceFeatures } from "./marketplace";

/** Every feature the server mounts, in order: the access-and-account core, then the marketplace. */
export const allFeatures: readonly Feature[] = [...coreFeatures, ...marketplaceFeatures];
