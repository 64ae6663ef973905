import type { ApiClient } from "@ceremony/api-client";
import type { QueryClient } from "@tanstack/react-query";
import type { InitialDataCache } from "../api/initialData";
import type { DeferredRecovery } from "../recovery/deferredRecovery";
import type { ActiveProfileStore } from "../session/activeProfile";
import type { AuthFlow } from "../session/authFlow";
import type { Session } from "../session/session";
import type { Toaster } from "../ui/toaster";

/** The single instances created once in main.tsx and passed down through router context and React context. */
export interface AppServices {
  queryClient: QueryClient;
  /** The generated client: every feature's `api/` module calls the server through it (typed by path). */
  client: ApiClient;
  /** Where the initial data is kept on the device with its stamp (`configQuery`); null keeps nothing. */
  initialDataCache: InitialDataCache | null;
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
