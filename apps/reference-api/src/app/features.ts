import { coreFeatures } from "../features/coreFeatures";
import { marketplaceFeatures } from "../marketplace";
import type { Feature } from "./feature";

/** Every feature the server mounts, in order: the access-and-account core, then the marketplace. */
export const allFeatures: readonly Feature[] = [...coreFeatures, ...marketplaceFeatures];
