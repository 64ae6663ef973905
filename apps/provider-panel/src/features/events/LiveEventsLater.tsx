import { lazyChunk } from "@ceremony/form-runtime/lazy";
import { type ComponentType, useEffect, useState } from "react";

const liveEvents = lazyChunk(() => import("./LiveEvents").then((m): ComponentType => m.LiveEvents));

/**
 * The live-event connection in its own chunk, fetched as the panel mounts: the socket, its reconnection and the
 * event handling (about 2 KB gzipped) are no part of what a screen needs for its first paint, and every panel route
 * loaded them before its own code. A failed fetch (a network drop while the panel starts) is tried again when the
 * browser is back online; until then the lists refresh as they do without events, on focus and on reconnect.
 */
export function LiveEventsLater() {
  const [Live, setLive] = useState<ComponentType | null>(liveEvents.loaded);
  useEffect(() => {
    if (Live) return;
    let mounted = true;
    const load = () =>
      liveEvents.load().then(
        (found) => {
          if (mounted) setLive(() => found);
        },
        () => undefined,
      );
    load();
    window.addEventListener("online", load);
    return () => {
      mounted = false;
      window.removeEventListener("online", load);
    };
  }, [Live]);
  return Live ? <Live /> : null;
}
