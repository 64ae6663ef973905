import { defaultTokenStorageKeys } from "@ceremony/api-client";
import type { QueryClient } from "@tanstack/react-query";
import type { Session } from "../shared/session/session";
import { createTabChannel } from "../shared/sync/tabChannel";
import { createTabSync } from "../shared/sync/tabSync";

/**
 * The account reads kept in step between tabs: the profile with its links (switcher names, labels) and two-step
 * state, and the linked legal profiles and lawyers (one list path of the generated client).
 */
const SYNCED_TOPICS = ["profile", "/api/profile/link/request/list"] as const;

/** A query's topic: its key's first part, or the path of an openapi-react-query key (`[method, path, init]`). */
function topicOf(key: readonly unknown[]): string | undefined {
  const topic = key[0] === "get" ? key[1] : key[0];
  return typeof topic === "string" ? topic : undefined;
}

/**
 * Connects this tab to the panel's other tabs: account answers that change here are refetched there,
 * sign-out follows, and a profile switched elsewhere reloads this tab as it reloads the tab that switched (this
 * tab's calls already carry the new Profile-Id, so a screen left on the old profile would save into the new one).
 */
export function syncTabs({
  queryClient,
  session,
  expire,
  reload = () => window.location.reload(),
  activeProfileKey = defaultTokenStorageKeys.activeProfileId,
}: {
  queryClient: QueryClient;
  session: Pick<Session, "isLoggedIn">;
  /** Signs this tab out and leaves for the sign-in page. */
  expire: () => void;
  reload?: () => void;
  /** The localStorage key of the active profile id. */
  activeProfileKey?: string;
}) {
  const channel = createTabChannel({
    BroadcastChannel: typeof BroadcastChannel === "undefined" ? undefined : BroadcastChannel,
    storage: localStorage,
    events: window,
  });
  const sync = createTabSync(channel, SYNCED_TOPICS, {
    invalidate: (topic) =>
      void queryClient.invalidateQueries(
        { predicate: (query) => topicOf(query.queryKey) === topic },
        { cancelRefetch: false },
      ),
    signedOut: () => {
      if (session.isLoggedIn()) expire();
    },
  });
  // What was loaded before this code arrived is the baseline the next answers are compared with.
  for (const query of queryClient.getQueryCache().getAll())
    if (query.state.data !== undefined)
      sync.loaded(topicOf(query.queryKey), query.queryHash, query.state.data);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success")
      sync.loaded(topicOf(event.query.queryKey), event.query.queryHash, event.query.state.data);
  });
  window.addEventListener("storage", (event) => {
    if (event.key !== activeProfileKey || !event.oldValue || !event.newValue) return;
    if (event.oldValue !== event.newValue && session.isLoggedIn()) reload();
  });
  return sync;
}
