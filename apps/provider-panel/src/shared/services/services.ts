import type { ApiClient } from "@ceremony/api-client";
import type { QueryClient } from "@tanstack/react-query";
import type { ProviderApi } from "../api/port";
import type { DeferredRecovery } from "../recovery/deferredRecovery";
import type { ActiveProfileStore } from "../session/activeProfile";
import type { AuthFlow } from "../session/authFlow";
import type { Session } from "../session/session";
import type { Toaster } from "../ui/toaster";

/** The single instances created once in main.tsx and passed down through router context and React context. */
export interface AppServices {
  queryClient: QueryClient;
  api: ProviderApi;
  /** The generated client; marketplace screens call it through openapi-react-query (`shared/marketplace`). */
  client: ApiClient;
  session: Session;
  toaster: Toaster;
  authFlow: AuthFlow;
  activeProfile: ActiveProfileStore;
  /** Tries failed loads again without a tap (failed queries, the route error of a screen that did not load). */
  recovery: DeferredRecovery;
  /** Reloads the page (injectable so tests can observe it). */
  reload: () => void;
  /** Current time in unix seconds (server-corrected when the configuration gives the server time). */
  now: () => number;
}
