import { toPersianDigits } from "@ceremony/persian-text";
import { eventsMessages } from "../../../messages/events";
import { unreadTotal, useUnreadChats } from "../../../shared/marketplace/unreadChats";

/** The customer replies not yet read, on the accepted tab (issue 27: a sign when a customer writes); none, nothing. */
export function UnreadBadge() {
  const total = unreadTotal(useUnreadChats());
  if (total === 0) return null;
  return (
    <span className="tab-badge" data-testid="unread-badge">
      {toPersianDigits(total)}
      <span className="sr-only"> {eventsMessages.unread}</span>
    </span>
  );
}
