import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { useActiveProfile } from "../../shared/profile/useActiveProfile";
import { useServices } from "../../shared/services/ServicesContext";
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
    const connection = createLiveConnection({
      target: async () => {
        if (!client.session.isSignedIn()) return null;
        // Refreshes an expired access token first: a socket closed with 4401 reconnects with the new one.
        const token = await client.session.accessToken().catch(() => null);
        return eventsTarget(window.location.origin, token, activeId);
      },
      onEvent: (event) => applyLiveEvent(event, { queryClient, toaster }),
    });
    return () => connection.close();
  }, [client, toaster, queryClient, activeId, signedIn]);
  return null;
}
