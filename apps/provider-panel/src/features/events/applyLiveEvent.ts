import type { QueryClient } from "@tanstack/react-query";
import { eventsMessages } from "../../messages/events";
import {
  ACCEPTED_PATH,
  chatQueryFilter,
  ITEM_PATH,
  pathsQueryFilter,
  READINESS_PATH,
  REQUESTS_ANNOUNCED_KEY,
  REQUESTS_PATH,
} from "../../shared/marketplace/queryKeys";
import { addUnread, isChatOpen } from "../../shared/marketplace/unreadChats";
import type { Toaster } from "../../shared/ui/toaster";
import { type LiveEvent, messageSubject } from "./liveConnection";

/** The item a `reply` event is about ({type: "reply", item_id, reply}), if it names one. */
export function replyItemId(event: LiveEvent): number | null {
  const id = event.item_id;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Refreshes what a live event changed: notifications (and tickets), one item's chat, or the request lists. */
export function applyLiveEvent(
  event: LiveEvent,
  deps: { queryClient: QueryClient; toaster: Toaster; beep?: () => void },
) {
  const { queryClient, toaster } = deps;
  if (event.type === "message") {
    // A new notification; support answers to tickets also arrive this way, so tickets refresh too.
    void queryClient.invalidateQueries({ queryKey: ["messages"] });
    void queryClient.invalidateQueries({ queryKey: ["tickets"] });
    const subject = messageSubject(event);
    if (subject) toaster.show("info", subject);
  } else if (event.type === "reply") {
    // A customer's chat reply on an accepted item: only that item's chat is refetched.
    const itemId = replyItemId(event);
    if (itemId === null) return;
    // With the chat closed the provider would not know: a toast, the tone, and an unread count on the accepted tab.
    if (!isChatOpen(queryClient, itemId)) {
      addUnread(queryClient, itemId);
      toaster.show("info", eventsMessages.newReply);
      deps.beep?.();
    }
    void queryClient.invalidateQueries(chatQueryFilter(itemId));
  } else if (event.type === "request") {
    // A new request, or a customer's answer to a readiness. The request lists are only marked stale (refetching
    // under a scrolling provider would move the cards) and their screen shows the "new requests" banner, whose
    // button refetches. An answer refreshes the readiness/accepted lists and any open detail at once; a new request
    // is in none of them (no readiness declared yet), and refetching them on each one kept the accepted list loading
    // again and again while requests came in.
    queryClient.setQueryData(REQUESTS_ANNOUNCED_KEY, Date.now());
    void queryClient.invalidateQueries({ ...pathsQueryFilter(REQUESTS_PATH), refetchType: "none" });
    if (event.change !== "new")
      void queryClient.invalidateQueries(pathsQueryFilter(READINESS_PATH, ACCEPTED_PATH, ITEM_PATH));
    // An acceptance opens a chat the provider would otherwise not notice; a new request has its banner.
    if (event.change === "accepted") {
      toaster.show("info", eventsMessages.accepted);
      deps.beep?.();
    }
  }
}
