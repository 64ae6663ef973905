import type { CrossTabLock } from "./crossTabLock";
import {
  ApiError,
  accessTokenMissingError,
  apiErrorFromHttp,
  apiErrorFromNetwork,
  parseJsonText,
  serverMessageOf,
  toApiError,
} from "./errors";
import { messages } from "./messages";
import type { ServerClock } from "./serverClock";
import {
  isServerTokenSet,
  type ServerTokenSet,
  type TokenStore,
  tokenPairFromTokenSet,
  validAccessToken,
  validRefreshToken,
} from "./tokenStore";

/** The outcome of `session.start()` (spec section 4, session start). */
export type SessionStatus = "signedIn" | "signedOut";

/** Session life cycle: start, sign-in, the single shared refresh, sign-out. */
export interface Session {
  /**
   * Spec section 4: a refresh token unexpired by server time reuses an unexpired access token or is exchanged;
   * no valid refresh token means signed out. Rejects only on a transient failure (offline, 5xx) so the app can
   * offer a retry without losing the stored session.
   */
  start(): Promise<SessionStatus>;
  /**
   * Exchanges the refresh token. All concurrent callers share one request. A refusal (4xx, malformed answer, or no
   * valid refresh token) removes all stored entries and emits `onSessionExpired`; a transient failure keeps them.
   */
  refresh(): Promise<string>;
  /** A usable access token: the stored one if unexpired by server time, else the result of `refresh()`. */
  accessToken(): Promise<string>;
  /** The stored access token if unexpired by server time, without refreshing. */
  currentAccessToken(): string | null;
  /**
   * Called after a 401 for a request sent with `usedToken`: removes that token (unless another caller already
   * replaced it) and resolves with the token to retry with.
   */
  recover(usedToken: string | null): Promise<string>;
  /** Stores a token set the server returned (sign-in, confirm, auto-login, forgot-password confirm). */
  signIn(tokenSet: ServerTokenSet): void;
  /** Removes the five stored entries. Emits nothing: the app called it and knows. */
  signOut(): void;
  /** True while the refresh token is valid by server time. */
  isSignedIn(): boolean;
  /** True while a refresh request is in flight. */
  isRefreshing(): boolean;
}

/** What a session needs; `createApiClient` passes its own values. */
export interface SessionOptions {
  tokenStore: TokenStore;
  clock: ServerClock;
  /** Full URL of the refresh call (provider base + the `refreshToken` path of the contract). */
  refreshUrl: string;
  fetch: (request: Request) => Promise<Response>;
  isOnline: () => boolean;
  onSessionExpired?: () => void;
  /**
   * Refreshes once across tabs: the refresh runs inside this lock, and a tab that waited takes the tokens another
   * tab stored meanwhile instead of sending the refresh token it read before (which the server would see reused).
   */
  crossTabLock?: CrossTabLock | null;
}

/** After waiting for another tab's refresh, its tokens are looked for in storage this often, this many times. */
const PROPAGATION_STEP_MS = 25;
const PROPAGATION_CHECKS = 40;

/** Transient failures (no answer, or a server fault) keep the stored session; everything else ends it. */
export function isTransientFailure(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500;
}

/** Creates the session coordinator. */
export function createSession(options: SessionOptions): Session {
  const { tokenStore: store, clock } = options;
  let inflight: Promise<string> | null = null;
  // Bumped on sign-in/sign-out so a refresh that was already in flight cannot bring back a session the user left.
  let generation = 0;

  const expire = () => {
    const tokens = store.read();
    const hadSession = tokens.accessToken !== null || tokens.refreshToken !== null;
    store.clear();
    if (hadSession) options.onSessionExpired?.();
  };

  const exchange = async (): Promise<string> => {
    const startedIn = generation;
    const refreshToken = validRefreshToken(store.read(), clock.now());
    if (!refreshToken) {
      expire();
      throw accessTokenMissingError();
    }
    let response: Response;
    try {
      response = await options.fetch(
        new Request(options.refreshUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ refresh_token: refreshToken }),
        }),
      );
    } catch (error) {
      throw apiErrorFromNetwork(error, options.isOnline());
    }
    clock.observeDateHeader(response.headers.get("Date"));
    const body = parseJsonText(await response.text().catch(() => ""));
    // The user signed in or out meanwhile: this answer belongs to a session that no longer exists.
    if (startedIn !== generation) throw accessTokenMissingError();
    if (!response.ok) {
      const error = apiErrorFromHttp({ status: response.status, statusText: response.statusText, body });
      if (isTransientFailure(error)) throw error;
      // Another tab may have rotated the refresh token while this request was out: its result is still good.
      const now = store.read();
      const replaced = now.refreshToken !== refreshToken ? validAccessToken(now, clock.now()) : null;
      if (replaced) return replaced;
      expire();
      throw new ApiError({
        code: error.code,
        status: response.status,
        message: serverMessageOf(body) ?? messages.accessTokenMissing,
        cause: error,
      });
    }
    const token = (body as { data?: { token?: unknown } } | null)?.data?.token;
    if (!isServerTokenSet(token)) {
      expire();
      throw apiErrorFromHttp({ status: response.status, body: null });
    }
    store.saveTokens(tokenPairFromTokenSet(token, clock.now()));
    return token.access_token;
  };

  // Inside the cross-tab lock: if another tab rotated the refresh token while this one waited, its new access
  // token is in the shared store.
  const exchangeUnlessRefreshed = async (
    seenRefreshToken: string | null,
    waited: boolean,
  ): Promise<string> => {
    const takenOver = () => {
      const now = store.read();
      return now.refreshToken !== null && now.refreshToken !== seenRefreshToken
        ? validAccessToken(now, clock.now())
        : null;
    };
    let fresh = takenOver();
    // Chromium hands a localStorage write to the other tabs' processes asynchronously, so the lock can reach this
    // tab before the tokens the holder saved. When another tab held the lock, or marked the token this tab is about
    // to spend as spent, give its tokens a moment to arrive before spending the old one.
    const spending = store.read().refreshToken;
    const lock = options.crossTabLock;
    const another = !fresh && (waited || (spending !== null && (await lock?.wasSpent?.(spending)) === true));
    for (let i = 0; !fresh && another && i < PROPAGATION_CHECKS; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, PROPAGATION_STEP_MS));
      fresh = takenOver();
    }
    if (fresh) return fresh;
    const token = await exchange();
    if (spending !== null) await lock?.markSpent?.(spending);
    return token;
  };

  const refresh = (): Promise<string> => {
    if (!inflight) {
      const lock = options.crossTabLock;
      const seen = store.read().refreshToken;
      inflight = (lock ? lock.run((waited) => exchangeUnlessRefreshed(seen, waited)) : exchange()).finally(
        () => {
          inflight = null;
        },
      );
    }
    return inflight;
  };

  const currentAccessToken = () => validAccessToken(store.read(), clock.now());

  return {
    async start() {
      const tokens = store.read();
      if (!validRefreshToken(tokens, clock.now())) {
        // Leftovers of an expired session are removed quietly: nothing was lost that the user could keep.
        if (tokens.accessToken !== null || tokens.refreshToken !== null) store.clear();
        return "signedOut";
      }
      if (currentAccessToken()) return "signedIn";
      try {
        await refresh();
        return "signedIn";
      } catch (error) {
        if (isTransientFailure(toApiError(error))) throw error;
        return "signedOut";
      }
    },
    refresh,
    async accessToken() {
      const token = currentAccessToken();
      if (token) return token;
      try {
        return await refresh();
      } catch (error) {
        const apiError = toApiError(error);
        throw isTransientFailure(apiError) ? apiError : accessTokenMissingError(apiError);
      }
    },
    currentAccessToken,
    async recover(usedToken) {
      const stored = store.read().accessToken;
      if (stored !== null && stored !== usedToken) {
        const valid = currentAccessToken();
        if (valid) return valid;
      }
      if (stored !== null && stored === usedToken) store.removeAccessToken();
      return refresh();
    },
    signIn(tokenSet) {
      generation += 1;
      store.saveTokens(tokenPairFromTokenSet(tokenSet, clock.now()));
    },
    signOut() {
      generation += 1;
      store.clear();
    },
    isSignedIn: () => validRefreshToken(store.read(), clock.now()) !== null,
    isRefreshing: () => inflight !== null,
  };
}
