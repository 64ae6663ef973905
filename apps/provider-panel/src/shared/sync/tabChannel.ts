// How the panel's tabs of one origin tell each other what changed: a BroadcastChannel where the browser has one,
// else `storage` events on one localStorage key (a write there reaches every other tab, never the writer).

/** What one tab tells the others. */
export type TabMessage =
  /** A query's answer changed here; `print` is a digest of the new answer, so the others' refetch is not echoed. */
  { kind: "changed"; root: string; hash: string; print: string } | { kind: "signedOut" };

/** The channel between the tabs: posts reach every other tab of the origin, never this one. */
export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
}

/** The localStorage key of the fallback (written, then removed at once). */
export const TAB_MESSAGE_KEY = "panel:tabs:v1";
const CHANNEL_NAME = "panel-tabs-v1";

/** A message from another tab, or null for anything else (storage is shared with other code and may hold junk). */
export function parseTabMessage(data: unknown): TabMessage | null {
  if (!data || typeof data !== "object") return null;
  const m = data as Record<string, unknown>;
  if (m.kind === "signedOut") return { kind: m.kind };
  if (
    m.kind === "changed" &&
    typeof m.root === "string" &&
    typeof m.hash === "string" &&
    typeof m.print === "string"
  )
    return { kind: "changed", root: m.root, hash: m.hash, print: m.print };
  return null;
}

/** What the channel needs of the browser (injected so tests can give two tabs one fake). */
export interface TabChannelEnv {
  BroadcastChannel?: new (
    name: string,
  ) => Pick<BroadcastChannel, "postMessage" | "addEventListener" | "removeEventListener">;
  storage?: Pick<Storage, "setItem" | "removeItem">;
  /** Where `storage` events arrive (the window). */
  events?: Pick<Window, "addEventListener" | "removeEventListener">;
}

export function createTabChannel(env: TabChannelEnv): TabChannel {
  const Channel = env.BroadcastChannel;
  if (Channel) {
    const channel = new Channel(CHANNEL_NAME);
    return {
      post: (message) => channel.postMessage(message),
      subscribe(listener) {
        const onMessage = (event: Event) => {
          const message = parseTabMessage((event as MessageEvent).data);
          if (message) listener(message);
        };
        channel.addEventListener("message", onMessage);
        return () => channel.removeEventListener("message", onMessage);
      },
    };
  }
  let sent = 0;
  return {
    post(message) {
      try {
        // A nonce: writing the same text twice would raise no event.
        sent += 1;
        env.storage?.setItem(TAB_MESSAGE_KEY, JSON.stringify({ ...message, nonce: `${Date.now()}-${sent}` }));
        env.storage?.removeItem(TAB_MESSAGE_KEY);
      } catch {
        // Storage full or disabled: the other tabs catch up on focus instead.
      }
    },
    subscribe(listener) {
      const onStorage = (event: Event) => {
        const { key, newValue } = event as StorageEvent;
        if (key !== TAB_MESSAGE_KEY || !newValue) return;
        try {
          const message = parseTabMessage(JSON.parse(newValue));
          if (message) listener(message);
        } catch {
          // Not ours.
        }
      };
      env.events?.addEventListener("storage", onStorage);
      return () => env.events?.removeEventListener("storage", onStorage);
    },
  };
}
