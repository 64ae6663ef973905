import type { ServerTokenSet } from "@ceremony/api-client";

/** The token part of the user state (field names as the spec keeps them). */
export interface TokenState {
  pending: boolean;
  error: boolean;
  login: boolean;
}

/** The api-client session calls the panel's session drives. */
export interface SessionClient {
  /** Section 4 session start; rejects only on a transient failure (offline, 5xx). */
  start(): Promise<"signedIn" | "signedOut">;
  signIn(tokens: ServerTokenSet): void;
  /** Removes the five stored auth entries. */
  signOut(): void;
}

/** The panel session: token state for rendering and routing, over the api-client session. */
export interface Session {
  getState(): TokenState;
  subscribe(listener: () => void): () => void;
  isLoggedIn(): boolean;
  start(): Promise<void>;
  signIn(tokens: ServerTokenSet): void;
  /** Logout action, removal of the five stored entries, then the cleanup routine. */
  signOut(): void;
  /** The api-client reported that no refresh is possible: same as sign-out, once. */
  expire(): void;
}

/** Creates the session; `cleanup` runs after every sign-out (query cache cleared, live events closed). */
export function createSession(client: SessionClient, cleanup: () => void = () => undefined): Session {
  let state: TokenState = { pending: true, error: false, login: false };
  const listeners = new Set<() => void>();
  const set = (next: TokenState) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  const signOut = () => {
    client.signOut();
    set({ pending: false, error: false, login: false });
    cleanup();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isLoggedIn: () => state.login,
    async start() {
      set({ pending: true, error: false, login: false });
      try {
        const status = await client.start();
        set({ pending: false, error: false, login: status === "signedIn" });
      } catch {
        set({ pending: false, error: true, login: false });
      }
    },
    signIn(tokens) {
      client.signIn(tokens);
      set({ pending: false, error: false, login: true });
    },
    signOut,
    expire() {
      if (state.login) signOut();
    },
  };
}
