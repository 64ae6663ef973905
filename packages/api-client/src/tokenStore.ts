/**
 * The five locally stored auth entries of the spec (section 3). Expiries are absolute unix seconds on the server's
 * clock (see `tokenPairFromTokenSet`).
 */
export interface StoredTokens {
  accessToken: string | null;
  accessTokenExpiresAt: number | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: number | null;
  activeProfileId: number | null;
}

/** The four token entries written together after sign-in or refresh. */
export interface TokenPair {
  accessToken: string;
  accessTokenExpiresAt: number;
  refreshToken: string;
  refreshTokenExpiresAt: number;
}

/** Where the session lives. Implementations must be synchronous so middleware reads the current value. */
export interface TokenStore {
  /** A snapshot of all five entries. */
  read(): StoredTokens;
  /** Stores all four token entries at once (sign-in, successful refresh). */
  saveTokens(tokens: TokenPair): void;
  /** Removes the access token and its expiry (a 401 answer), keeping the refresh token. */
  removeAccessToken(): void;
  /** Stores (or with null removes) the active profile id. */
  setActiveProfileId(id: number | null): void;
  /** Removes all five entries: sign-out or a refused refresh. */
  clear(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The token set the server returns in `data.token` (sign-in, confirm, refresh, auto-login, forgot-password). */
export interface ServerTokenSet {
  access_token: string;
  access_token_expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
}

/**
 * Below this an `*_expires_in` value is read as seconds from now; at or above it (2001-09-09 as a unix time, or
 * 31 years as a duration) it can only be an absolute timestamp. See docs/decisions/api-client.md.
 */
export const ABSOLUTE_EXPIRY_THRESHOLD = 1_000_000_000;

/** Converts an `*_expires_in` value into absolute unix seconds on the server clock. */
export function expiryFromExpiresIn(expiresIn: number, serverNow: number): number {
  return expiresIn >= ABSOLUTE_EXPIRY_THRESHOLD ? Math.floor(expiresIn) : serverNow + Math.floor(expiresIn);
}

/** Turns a server token set into the stored form, with expiries fixed against server time. */
export function tokenPairFromTokenSet(set: ServerTokenSet, serverNow: number): TokenPair {
  return {
    accessToken: set.access_token,
    accessTokenExpiresAt: expiryFromExpiresIn(set.access_token_expires_in, serverNow),
    refreshToken: set.refresh_token,
    refreshTokenExpiresAt: expiryFromExpiresIn(set.refresh_token_expires_in, serverNow),
  };
}

/** Type guard for a server token set (all four fields, non-empty tokens, finite numbers). */
export function isServerTokenSet(value: unknown): value is ServerTokenSet {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.access_token === "string" &&
    v.access_token !== "" &&
    typeof v.refresh_token === "string" &&
    v.refresh_token !== "" &&
    typeof v.access_token_expires_in === "number" &&
    Number.isFinite(v.access_token_expires_in) &&
    typeof v.refresh_token_expires_in === "number" &&
    Number.isFinite(v.refresh_token_expires_in)
  );
}

/** True when a token with this expiry is still usable at `serverNow` (a missing expiry counts as expired). */
export function isUnexpired(expiresAt: number | null, serverNow: number): boolean {
  return expiresAt !== null && expiresAt > serverNow;
}

/** The stored access token if present and unexpired by server time, else null. */
export function validAccessToken(tokens: StoredTokens, serverNow: number): string | null {
  return tokens.accessToken && isUnexpired(tokens.accessTokenExpiresAt, serverNow)
    ? tokens.accessToken
    : null;
}

/** The stored refresh token if present and unexpired by server time, else null. */
export function validRefreshToken(tokens: StoredTokens, serverNow: number): string | null {
  return tokens.refreshToken && isUnexpired(tokens.refreshTokenExpiresAt, serverNow)
    ? tokens.refreshToken
    : null;
}

const emptyTokens = (): StoredTokens => ({
  accessToken: null,
  accessTokenExpiresAt: null,
  refreshToken: null,
  refreshTokenExpiresAt: null,
  activeProfileId: null,
});

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** An in-memory token store (tests, server rendering, or a session that must not survive a reload). */
export function createMemoryTokenStore(initial: Partial<StoredTokens> = {}): TokenStore {
  let state: StoredTokens = { ...emptyTokens(), ...initial };
  const { notify, subscribe } = createListeners();
  const update = (patch: Partial<StoredTokens>) => {
    state = { ...state, ...patch };
    notify();
  };
  return {
    read: () => ({ ...state }),
    saveTokens: (tokens) => update(tokens),
    removeAccessToken: () => update({ accessToken: null, accessTokenExpiresAt: null }),
    setActiveProfileId: (id) => update({ activeProfileId: id }),
    clear: () => update(emptyTokens()),
    subscribe,
  };
}

/** The storage keys of the five entries. */
export interface TokenStorageKeys {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
  activeProfileId: string;
}

/** Default localStorage keys. */
export const defaultTokenStorageKeys: TokenStorageKeys = {
  accessToken: "access_token",
  accessTokenExpiresAt: "access_token_expires_at",
  refreshToken: "refresh_token",
  refreshTokenExpiresAt: "refresh_token_expires_at",
  activeProfileId: "active_profile_id",
};

/** The part of the Web Storage API the store uses (localStorage, sessionStorage or a test double). */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function readInteger(storage: StorageLike, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

function readString(storage: StorageLike, key: string): string | null {
  const raw = storage.getItem(key);
  return raw === null || raw === "" ? null : raw;
}

/**
 * A token store over Web Storage. Every read goes to storage, so a sign-out or refresh in another tab is seen
 * by the next call here.
 */
export function createLocalStorageTokenStore(
  storage: StorageLike,
  keys: Partial<TokenStorageKeys> = {},
): TokenStore {
  const k: TokenStorageKeys = { ...defaultTokenStorageKeys, ...keys };
  const { notify, subscribe } = createListeners();
  const write = (key: string, value: string | number | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, String(value));
  };
  return {
    read: () => ({
      accessToken: readString(storage, k.accessToken),
      accessTokenExpiresAt: readInteger(storage, k.accessTokenExpiresAt),
      refreshToken: readString(storage, k.refreshToken),
      refreshTokenExpiresAt: readInteger(storage, k.refreshTokenExpiresAt),
      activeProfileId: readInteger(storage, k.activeProfileId),
    }),
    saveTokens: (tokens) => {
      write(k.accessToken, tokens.accessToken);
      write(k.accessTokenExpiresAt, tokens.accessTokenExpiresAt);
      write(k.refreshToken, tokens.refreshToken);
      write(k.refreshTokenExpiresAt, tokens.refreshTokenExpiresAt);
      notify();
    },
    removeAccessToken: () => {
      write(k.accessToken, null);
      write(k.accessTokenExpiresAt, null);
      notify();
    },
    setActiveProfileId: (id) => {
      write(k.activeProfileId, id);
      notify();
    },
    clear: () => {
      for (const key of Object.values(k)) storage.removeItem(key);
      notify();
    },
    subscribe,
  };
}
