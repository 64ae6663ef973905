import { configQuery } from "../shared/api/configQuery";
import type { ProviderApi } from "../shared/api/port";

/**
 * The initial data as start-up asks for it: one retry, and no toast (the start-up screen shows the failure itself).
 * main.tsx sends it before React mounts and Startup reads the same query, so the call is made once.
 */
export const startupConfigQuery = (api: ProviderApi) => ({
  ...configQuery(api),
  meta: { silent: true },
  retry: 1,
});
