import { toPersianDigits } from "@ceremony/persian-text";
import { invoiceMessages } from "../../../messages/invoice";
import { useUnreadChats } from "../../../shared/marketplace/unreadChats";
import { Button } from "../../../shared/ui/Button";
import "./ChatButton.css";

/**
 * The item's chat button, with the customer replies not yet read on it (the accepted tab's badge counts them all; this
 * says which item). Opening the chat clears them (ChatPanel).
 */
export function ChatButton({ itemId, onOpen }: { itemId: number; onOpen: () => void }) {
  const unread = useUnreadChats()[itemId] ?? 0;
  const count = toPersianDigits(unread);
  return (
    <Button
      variant="primary"
      onClick={onOpen}
      // A bare number would be read glued to the label; the name says what it counts.
      aria-label={unread > 0 ? `${invoiceMessages.chat}، ${invoiceMessages.unread(count)}` : undefined}
    >
      {invoiceMessages.chat}
      {unread > 0 ? (
        <span className="chat-unread" data-testid="item-unread">
          {count}
        </span>
      ) : null}
    </Button>
  );
}
