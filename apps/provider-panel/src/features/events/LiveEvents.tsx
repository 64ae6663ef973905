import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { useServices } from "../../app/ServicesContext";
import { useActiveProfile } from "../profile/useActiveProfile";
import { createLiveConnection, messageSubject } from "./liveConnection";

/**
 * Opens the live-event WebSocket while the panel is shown and signed in, one per active profile (a new profile
 * closes the old socket and opens another; sign-out closes it for good), and refreshes what an event changes.
 */
export function LiveEvents() {
  const { api, toaster, session, activeProfile } = useServices();
  const queryClient = useQueryClient();
  // Re-renders on a switch made without a reload (another tab writes the shared storage); the id used is the one
  // resolved against the linked profiles.
  useSyncExternalStore(activeProfile.subscribe, activeProfile.get);
  const { activeId } = useActiveProfile();
  const signedIn = useSyncExternalStore(session.subscribe, session.isLoggedIn);
  useEffect(() => {
    if (!signedIn || activeId === null) return;
    const connection = createLiveConnection({
      url: () => api.eventsUrl(),
      onEvent: (event) => {
        if (event.type === "message") {
          // A new notification; support answers to tickets also arrive this way, so tickets refresh too.
          void queryClient.invalidateQueries({ queryKey: ["messages"] });
          void queryClient.invalidateQueries({ queryKey: ["tickets"] });
          const subject = messageSubject(event);
          if (subject) toaster.show("info", subject);
        } else if (event.type === "reply") {
          void queryClient.invalidateQueries({ queryKey: ["tickets"] });
        } else if (event.type === "request") {
          void queryClient.invalidateQueries({ queryKey: ["requests"] });
        }
      },
    });
    return () => connection.close();
  }, [api, toaster, queryClient, activeId, signedIn]);
  return null;
}
