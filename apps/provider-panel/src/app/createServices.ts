import {
  createApiClient,
  createLocalStorageTokenStore,
  defaultTokenStorageKeys,
  isApiError,
} from "@ceremony/api-client";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { errorsMessages } from "../messages/errors";
import { errorMessage } from "../shared/api/errors";
import { toastsFailure } from "../shared/api/failureToast";
import { browserInitialDataCache } from "../shared/api/initialData";
import { deferredRecovery } from "../shared/recovery/deferredRecovery";
import type { AppServices } from "../shared/services/services";
import { createActiveProfileStore } from "../shared/session/activeProfile";
import { createAuthFlow } from "../shared/session/authFlow";
import { createSession } from "../shared/session/session";
import { createToaster } from "../shared/ui/toaster";
import { keepPageOnChunkFailure } from "./keepPageOnChunkFailure";

/** Creates every single instance once: api-client, session, query client, toaster, auth flow. */
export function createServices(options: { onSessionExpired: () => void }): AppServices {
  const toaster = createToaster();
  const tokenStore = createLocalStorageTokenStore(localStorage);
  const activeProfile = createActiveProfileStore(tokenStore, (listener) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === defaultTokenStorageKeys.activeProfileId) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  });
  const origin = window.location.origin;
  const client = createApiClient({
    baseUrls: { provider: origin, website: origin, upload: origin, app: origin },
    tokenStore,
    onSessionExpired: () => options.onSessionExpired(),
  });

  // Any failed call shows an error toast with the server's message (section 8), except where a screen owns it.
  const toastError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (toastsFailure(meta, error)) toaster.error(errorMessage(error));
  };
  // A call that went through: a toast saying the connection is cut or the server out of reach no longer holds (it
  // stayed its full time over the code step that the next press had opened).
  const reached = () =>
    toaster.dismissWhere((t) => t.text === errorsMessages.offline || t.text === errorsMessages.unreachable);
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onSuccess: reached,
      onError: (error, query) => {
        if (query.state.data === undefined) toastError(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: reached,
      onError: (error, _vars, _ctx, mutation) => {
        toastError(error, mutation.meta);
      },
    }),
    // networkMode "always" (issue 14 item 3, docs/decisions/access.md): offline, a call fails at once with the
    // internet-cut message instead of pausing. A paused query left the previous screen up; a paused mutation was
    // sent later behind the user's back. Nothing is queued: the form keeps its values and the user sends again.
    defaultOptions: {
      queries: {
        networkMode: "always",
        // A second try only for a server-side failure or a refused connection while the device is online.
        retry: (count, error) =>
          count < 1 && navigator.onLine && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: "always" },
    },
  });

  keepPageOnChunkFailure();
  // Failed loads try again by themselves (issue 27 item 3). The code comes in a chunk of its own, asked for when the
  // panel's shell first shows (not by /signin, scripts/budget.mjs), so it is there before the connection can go; a
  // failure before that asks for it at once.
  // The same chunk keeps this tab in step with the panel's other tabs (app/syncTabs.ts).
  let tabs: { signedOut(): void } | undefined;
  const recovery = deferredRecovery(() =>
    import("./startRecovery").then((m) => {
      tabs ??= m.syncTabs({ queryClient, session, expire: options.onSessionExpired });
      return m.startRecovery(queryClient, toaster);
    }),
  );

  const session = createSession(client.session, () => {
    tabs?.signedOut();
    queryClient.clear();
    // The next person on this device must not find what the last one typed: every form draft goes
    // (DRAFT_PREFIX of shared/drafts/formDrafts.ts, written out here to keep the first chunk small).
    for (const storage of [localStorage, sessionStorage])
      for (const key of Object.keys(storage)) if (key.startsWith("panel:draft:")) storage.removeItem(key);
  });
  return {
    queryClient,
    client,
    initialDataCache: browserInitialDataCache(localStorage, typeof caches === "undefined" ? null : caches),
    session,
    toaster,
    authFlow: createAuthFlow(sessionStorage),
    activeProfile,
    recovery,
    reload: () => window.location.reload(),
    now: () => client.clock.now(),
  };
}
