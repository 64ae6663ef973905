import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { useActiveProfile } from "../../shared/profile/useActiveProfile";
import { useServices } from "../../shared/services/ServicesContext";
import { createBeep } from "../../shared/ui/beep";
import { applyLiveEvent } from "./applyLiveEvent";
import { eventsTarget } from "./eventsTarget";
import { createLiveConnection } from "./liveConnection";

/**
 * Opens the live-event WebSocket while the panel is shown and signed in, one per active profile (a new profile
 * closes the old socket and opens another; sign-out closes it for good), and refreshes what an event changes.
 */
export function LiveEvents() {
  const { client, toaster, session, activeProfile } = useServices();
  const queryClient = useQueryClient();
  // Re-renders on a switch made without a reload (another tab writes the shared storage); the id used is the one
  // resolved against the linked profiles.
  useSyncExternalStore(activeProfile.subscribe, activeProfile.get);
  const { activeId } = useActiveProfile();
  const signedIn = useSyncExternalStore(session.subscribe, session.isLoggedIn);
  useEffect(() => {
    if (!signedIn || activeId === null) return;
    // Browsers let audio start only after a gesture: a tap or key anywhere unlocks the tone (the first creates it,
    // a later one resumes it where it started suspended; each after that is a cheap check).
    const beep = createBeep();
    const unlock = () => beep.unlock();
    window.addEventListener("pointerdown", unlock);
    window.addEventListener("keydown", unlock);
    const connection = createLiveConnection({
      target: async () => {
        if (!client.session.isSignedIn()) return null;
        // Refreshes an expired access token first: a socket closed with 4401 reconnects with the new one.
        const token = await client.session.accessToken().catch(() => null);
        return eventsTarget(window.location.origin, token, activeId);
      },
      onEvent: (event) => applyLiveEvent(event, { queryClient, toaster, beep: () => beep.play() }),
    });
    return () => {
      connection.close();
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, [client, toaster, queryClient, activeId, signedIn]);
  return null;
}
