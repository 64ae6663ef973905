import type { StorageLike } from "./tokenStore";

/**
 * Runs one task at a time across every tab of the app (the refresh of a shared refresh token). A tab that waited
 * re-reads the token store before doing anything: the tab that held the lock usually refreshed already.
 */
export interface CrossTabLock {
  /** Runs `task` alone; `waited` is true when another tab held the lock first (it was most likely refreshing). */
  run<T>(task: (waited: boolean) => Promise<T>): Promise<T>;
  /**
   * Tells every tab, before the lock is released, that this refresh token was just spent. Storage reaches other
   * tabs' processes a moment late; the lock manager does not, so a tab about to spend the same token learns it here.
   */
  markSpent?(refreshToken: string): Promise<void>;
  /** True when another tab spent this refresh token moments ago (see markSpent). */
  wasSpent?(refreshToken: string): Promise<boolean>;
}

/** The part of the Web Locks API the lock uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  /** With `ifAvailable`, the callback gets null at once when another holder has the lock. */
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: object | null) => Promise<T>,
  ): Promise<T>;
  /** The locks held and pending in this origin (every tab's). */
  query?(): Promise<{ held?: { name?: string }[] }>;
}

/** How long a spent-token mark stays: far longer than storage takes to reach another tab. */
const SPENT_MARK_MS = 5000;

/** The lock name shared by every tab of one origin. */
export const REFRESH_LOCK_NAME = "ceremony-api-client-refresh";

/** A lock over the Web Locks API: exclusive per origin, released by the browser if the tab dies. */
export function createWebLocksLock(locks: LockManagerLike, name: string = REFRESH_LOCK_NAME): CrossTabLock {
  return {
    async run<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
      const held = Symbol("held");
      const first = await locks.request<T | typeof held>(name, { ifAvailable: true }, (lock) =>
        lock ? task(false) : Promise.resolve(held),
      );
      return first === held ? locks.request(name, () => task(true)) : (first as T);
    },
    markSpent(refreshToken) {
      // Resolves once the mark is held, so it is in place before the refresh lock is released.
      return new Promise<void>((marked) => {
        void locks.request(spentMark(name, refreshToken), () => {
          marked();
          return new Promise<void>((release) => setTimeout(release, SPENT_MARK_MS));
        });
      });
    },
    async wasSpent(refreshToken) {
      const state = await locks.query?.();
      const mark = spentMark(name, refreshToken);
      return state?.held?.some((lock) => lock.name === mark) ?? false;
    },
  };
}

/** The lock name that marks a spent refresh token (its tail: lock names are this origin's only, like storage). */
const spentMark = (name: string, refreshToken: string) => `${name}-spent-${refreshToken.slice(-24)}`;

/** What the storage lease needs; the defaults are the browser's. */
export interface StorageLockOptions {
  /** The storage shared by the tabs (localStorage). */
  storage: StorageLike;
  key?: string;
  /** How long a lease holds if its tab dies mid-task. */
  leaseMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Wakes a waiting tab early when another tab changes storage (the `storage` event); returns the unsubscribe. */
  onStorageChange?: (listener: () => void) => () => void;
  /** This tab's id (random by default). */
  owner?: string;
}

/**
 * The fallback where Web Locks are missing: a lease in shared storage (`owner|expiry`). A tab takes a free or
 * expired lease, waits a moment and checks it still holds it (two tabs writing at once: the later write wins),
 * then runs the task and frees the lease. Waiting tabs poll, woken early by `storage` events.
 */
export function createStorageLock(options: StorageLockOptions): CrossTabLock {
  const key = options.key ?? `${REFRESH_LOCK_NAME}-lease`;
  const leaseMs = options.leaseMs ?? 10_000;
  const now = options.now ?? (() => Date.now());
  const baseSleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const owner = options.owner ?? `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const holder = (): { owner: string; until: number } | null => {
    const raw = options.storage.getItem(key);
    const [who, until] = (raw ?? "").split("|");
    const expiry = Number(until);
    return who && Number.isFinite(expiry) ? { owner: who, until: expiry } : null;
  };
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const stop = options.onStorageChange?.(() => {
        stop?.();
        resolve();
      });
      void baseSleep(ms).then(() => {
        stop?.();
        resolve();
      });
    });
  return {
    async run(task) {
      let waited = false;
      for (;;) {
        const current = holder();
        if (current === null || current.until <= now()) {
          options.storage.setItem(key, `${owner}|${now() + leaseMs}`);
          await baseSleep(30);
          if (holder()?.owner === owner) break;
        } else {
          waited = true;
          await wait(100);
        }
      }
      try {
        return await task(waited);
      } finally {
        if (holder()?.owner === owner) options.storage.removeItem(key);
      }
    },
  };
}

/**
 * The browser's cross-tab lock: Web Locks when present, else the storage lease over localStorage (woken by
 * `storage` events), else null (one tab only: the in-tab single flight is enough).
 */
export function browserCrossTabLock(): CrossTabLock | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  if (nav?.locks && typeof nav.locks.request === "function") return createWebLocksLock(nav.locks);
  const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
  const target = globalThis as { addEventListener?: unknown; removeEventListener?: unknown };
  if (!storage) return null;
  return createStorageLock({
    storage,
    ...(typeof target.addEventListener === "function"
      ? {
          onStorageChange: (listener: () => void) => {
            globalThis.addEventListener("storage", listener);
            return () => globalThis.removeEventListener("storage", listener);
          },
        }
      : {}),
  });
}
