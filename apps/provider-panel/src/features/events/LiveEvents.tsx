import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useServices } from "../../app/ServicesContext";
import { applyLiveEvent } from "./applyLiveEvent";
import { eventsUrl } from "./eventsUrl";
import { createLiveConnection } from "./liveConnection";

/** Opens the live-event WebSocket while the panel is shown and refreshes what an event changes. */
export function LiveEvents() {
  const { client, activeProfile, toaster } = useServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = createLiveConnection({
      url: () => eventsUrl(window.location.origin, client.session.currentAccessToken(), activeProfile.get()),
      onEvent: (event) => applyLiveEvent(event, { queryClient, toaster }),
    });
    return () => connection.close();
  }, [client, activeProfile, toaster, queryClient]);
  return null;
}
