import { configQuery } from "../shared/api/configQuery";
import { profileQuery } from "../shared/profile/profileQueries";
import type { AppServices } from "../shared/services/services";

/**
 * The initial data as start-up asks for it: one retry, and no toast (the start-up screen shows the failure itself).
 * start.tsx sends it before React mounts and Startup reads the same query, so the call is made once.
 */
export const startupConfigQuery = (services: Pick<AppServices, "client" | "initialDataCache">) => ({
  ...configQuery(services),
  meta: { silent: true },
  retry: 1,
});

/**
 * The calls start-up sends before the router exists, so the network works while the CPU builds the rest: the
 * initial data, the session start and, once signed in, the profile the gate asks for first (otherwise asked only
 * after the router has loaded every route chunk of the page and rendered the gate). Resolves once the initial data
 * and the session start are back: true when both succeeded (the router may load the first page), false when the
 * start-up screen has a failure to show.
 */
export async function sendStartupCalls(
  services: Pick<AppServices, "client" | "initialDataCache" | "queryClient" | "session" | "activeProfile">,
): Promise<boolean> {
  const { client, queryClient, session, activeProfile } = services;
  const config = startupConfigQuery(services);
  const configLoaded = queryClient.prefetchQuery(config);
  await session.start();
  if (session.isLoggedIn()) void queryClient.prefetchQuery(profileQuery(client, activeProfile));
  await configLoaded;
  return queryClient.getQueryState(config.queryKey)?.status === "success" && !session.getState().error;
}
