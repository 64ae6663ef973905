import { describe, expect, it } from "vitest";
import {
  createLocalStorageTokenStore,
  createMemoryTokenStore,
  defaultTokenStorageKeys,
  expiryFromExpiresIn,
  type StorageLike,
  type TokenStore,
  tokenPairFromTokenSet,
  validAccessToken,
  validRefreshToken,
} from "./tokenStore";

function fakeStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

const pair = { accessToken: "A", accessTokenExpiresAt: 200, refreshToken: "R", refreshTokenExpiresAt: 900 };

describe.each([
  ["memory", () => createMemoryTokenStore()],
  ["localStorage", () => createLocalStorageTokenStore(fakeStorage())],
] as const)("%s token store", (_name, make: () => TokenStore) => {
  it("stores the four token entries and the active profile id", () => {
    const store = make();
    store.saveTokens(pair);
    store.setActiveProfileId(5);
    expect(store.read()).toEqual({ ...pair, activeProfileId: 5 });
  });

  it("removes only the access token and its expiry after a 401", () => {
    const store = make();
    store.saveTokens(pair);
    store.setActiveProfileId(5);
    store.removeAccessToken();
    expect(store.read()).toEqual({
      accessToken: null,
      accessTokenExpiresAt: null,
      refreshToken: "R",
      refreshTokenExpiresAt: 900,
      activeProfileId: 5,
    });
  });

  it("removes all five entries on clear and notifies subscribers", () => {
    const store = make();
    let changes = 0;
    const unsubscribe = store.subscribe(() => {
      changes += 1;
    });
    store.saveTokens(pair);
    store.setActiveProfileId(5);
    store.clear();
    unsubscribe();
    store.setActiveProfileId(1);
    expect(changes).toBe(3);
    expect(store.read()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      refreshTokenExpiresAt: null,
    });
  });
});

describe("localStorage token store", () => {
  it("uses the given keys, leaves other entries alone and reads corrupt numbers as missing", () => {
    const storage = fakeStorage({ selected_address: "12", access_token_expires_at: "soon" });
    const store = createLocalStorageTokenStore(storage, { accessToken: "tok" });
    expect(store.read().accessTokenExpiresAt).toBeNull();
    store.saveTokens(pair);
    expect(storage.data.get("tok")).toBe("A");
    expect(storage.data.get(defaultTokenStorageKeys.refreshTokenExpiresAt)).toBe("900");
    store.clear();
    expect([...storage.data.keys()]).toEqual(["selected_address"]);
  });

  it("sees a change made by another tab on the next read", () => {
    const storage = fakeStorage();
    const tabA = createLocalStorageTokenStore(storage);
    const tabB = createLocalStorageTokenStore(storage);
    tabA.saveTokens(pair);
    expect(tabB.read().accessToken).toBe("A");
  });
});

describe("expiry against server time", () => {
  it("reads *_expires_in as an absolute unix time (the contract), and small values as seconds from now", () => {
    expect(expiryFromExpiresIn(1_767_229_200, 1_767_225_600)).toBe(1_767_229_200);
    expect(expiryFromExpiresIn(3600, 1_767_225_600)).toBe(1_767_229_200);
  });

  it("builds the stored pair from a server token set", () => {
    expect(
      tokenPairFromTokenSet(
        {
          access_token: "a",
          access_token_expires_in: 2_000_000_000,
          refresh_token: "r",
          refresh_token_expires_in: 60,
        },
        1_900_000_000,
      ),
    ).toEqual({
      accessToken: "a",
      accessTokenExpiresAt: 2_000_000_000,
      refreshToken: "r",
      refreshTokenExpiresAt: 1_900_000_060,
    });
  });

  it("treats a token as valid strictly before its expiry and a missing expiry as expired", () => {
    const tokens = { ...pair, activeProfileId: null };
    expect(validAccessToken(tokens, 199)).toBe("A");
    expect(validAccessToken(tokens, 200)).toBeNull();
    expect(validRefreshToken(tokens, 899)).toBe("R");
    expect(validRefreshToken({ ...tokens, refreshTokenExpiresAt: null }, 0)).toBeNull();
  });
});
