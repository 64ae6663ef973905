import type { ServerTokenSet } from "@ceremony/api-client";

/** Auth state of section 3: the phone, whether the account is new, and tokens held until signup finishes. */
export interface AuthFlowState {
  username: string | null;
  signupMode: boolean;
  tempTokens: ServerTokenSet | null;
}

/** The sign-in flow's state, kept in sessionStorage so a reload during the code or signup step keeps it. */
export interface AuthFlow {
  get(): AuthFlowState;
  setUsername(username: string, signupMode?: boolean): void;
  setSignupMode(signupMode: boolean): void;
  holdTempTokens(tokens: ServerTokenSet): void;
  clear(): void;
}

const EMPTY: AuthFlowState = { username: null, signupMode: false, tempTokens: null };

function isTokenSet(value: unknown): value is ServerTokenSet {
  if (typeof value !== "object" || value === null) return false;
  const t = value as Record<string, unknown>;
  return typeof t.access_token === "string" && typeof t.refresh_token === "string";
}

/** Creates the flow over a storage (sessionStorage in the app, a memory storage in tests). */
export function createAuthFlow(storage: Storage, key = "auth_flow"): AuthFlow {
  const read = (): AuthFlowState => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? "null");
      if (typeof parsed !== "object" || parsed === null) return EMPTY;
      const p = parsed as Record<string, unknown>;
      return {
        username: typeof p.username === "string" ? p.username : null,
        signupMode: p.signupMode === true,
        tempTokens: isTokenSet(p.tempTokens) ? p.tempTokens : null,
      };
    } catch {
      return EMPTY;
    }
  };
  const write = (state: AuthFlowState) => storage.setItem(key, JSON.stringify(state));
  return {
    get: read,
    setUsername(username, signupMode = false) {
      write({ username, signupMode, tempTokens: null });
    },
    setSignupMode(signupMode) {
      write({ ...read(), signupMode });
    },
    holdTempTokens(tokens) {
      write({ ...read(), tempTokens: tokens });
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
