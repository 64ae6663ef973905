import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useServices } from "../../app/ServicesContext";
import { createLiveConnection, messageSubject } from "./liveConnection";

/** Opens the live-event WebSocket while the panel is shown and refreshes what an event changes. */
export function LiveEvents() {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  useEffect(() => {
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
  }, [api, toaster, queryClient]);
  return null;
}
