import { toPersianDigits } from "@ceremony/persian-text";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { chatMessages } from "../../../messages/chat";
import { customerName, enumerationTitle } from "../../../shared/marketplace/items/serviceItem";
import { clearUnread } from "../../../shared/marketplace/unreadChats";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { useStableCallback } from "../../../shared/routing/useStableCallback";
import { Button } from "../../../shared/ui/Button";
import { ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { Modal } from "../../../shared/ui/Modal";
import { chatDraftKey, readChatDraft, writeChatDraft } from "../chatDraft";
import { deviceStorage } from "../unsentStore";
import { useChat } from "../useChat";
import { ChatMessages } from "./ChatMessages";
import "../chat.css";
import "../../../shared/ui/fields.css";

const m = chatMessages;

/** The contract's longest chat message (ReplyItemRequest.message maxLength), counted in characters as it does. */
const CHAT_MESSAGE_MAX = 2000;

/** How many characters the text to send has beyond the limit (0 when it fits). */
const overLimit = (text: string) => Math.max(0, [...text.trim()].length - CHAT_MESSAGE_MAX);

/** A device with a keyboard and a fine pointer (not a phone), where Ctrl+Enter means something. */
const hasKeyboard = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(hover: hover) and (pointer: fine)").matches;

/** The sheet's title: the customer and the ceremony of the item (issue 27 item 10: it was the raw item id). */
function ChatTitle({ itemId }: { itemId: number }): string {
  const { $api, initialData } = useMarketplaceCalls();
  const item = useQuery({
    ...$api.queryOptions("get", "/api/order/service/item/get", { params: { query: { id: itemId } } }),
    meta: { silent: true },
  }).data?.data;
  if (!item) return m.title;
  return m.titleWith(
    customerName(item),
    enumerationTitle(initialData.enumerations, item.properties.ceremony_id),
  );
}

/**
 * The chat overlay of an accepted item (`?chat=`): its bubbles (ChatMessages: the newest screenfuls mounted, older
 * ones when scrolled to the top) and a composer that sends with the button or Ctrl+Enter (hinted only where a
 * keyboard is) and refuses empty text. What is typed stays per chat when the sheet
 * closes. Closing is the caller's (it drops the search value).
 */
export function ChatPanel({
  itemId,
  me,
  onClose,
}: {
  itemId: number;
  me: number | null;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title={<ChatTitle itemId={itemId} />} deferBody>
      <ChatBody itemId={itemId} me={me} />
    </Modal>
  );
}

/**
 * Everything of the chat but its title: mounted with the sheet's deferred body, so the tap that opens the chat pays
 * for the sheet alone, not for the chat's queries, stores and composer (docs/decisions/interactions.md).
 */
function ChatBody({ itemId, me }: { itemId: number; me: number | null }) {
  const chat = useChat(itemId, me);
  const queryClient = useQueryClient();
  // Opened, its replies are read (the accepted tab's unread count drops).
  useEffect(() => clearUnread(queryClient, itemId), [queryClient, itemId]);
  const storage = useMemo(deviceStorage, []);
  const draftKey = chatDraftKey(me, itemId);
  const [text, setText] = useState(() => readChatDraft(storage, draftKey));
  useEffect(() => writeChatDraft(storage, draftKey, text), [storage, draftKey, text]);
  const [keyboard] = useState(hasKeyboard);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const atBottom = useRef(true);
  const retry = useStableCallback(chat.retry);
  const loadOlder = useStableCallback(chat.loadOlder);
  const restore = useStableCallback(({ localId, message }: { localId: string; message: string }) => {
    setText((current) => (current.trim() ? `${current}\n${message}` : message));
    chat.discard(localId);
  });
  // Refused while typing, not after sending: the server would refuse it, and the text must stay where it can be cut.
  const over = overLimit(text);
  const shownError =
    over > 0 ? m.tooLong(toPersianDigits(String(CHAT_MESSAGE_MAX)), toPersianDigits(String(over))) : error;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    chat.unlockSound();
    const message = text.trim();
    if (!message) {
      setError(m.writeMessage);
      return;
    }
    if (overLimit(message) > 0) return;
    setError(null);
    atBottom.current = true;
    chat.send(message);
    setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    chat.unlockSound();
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <div className="chat" onPointerDown={chat.unlockSound}>
      {chat.status === "loading" ? (
        <Skeleton rows={3} lines={1} />
      ) : chat.status === "error" ? (
        <ErrorView error={chat.error} onRetry={chat.retryLoad} />
      ) : (
        <ChatMessages
          messages={chat.messages}
          me={me}
          hasOlder={chat.hasOlder}
          loadingOlder={chat.loadingOlder}
          loadOlder={loadOlder}
          retry={retry}
          restore={restore}
          atBottom={atBottom}
        />
      )}
      <form className="chat-composer" onSubmit={submit}>
        <label className="sr-only" htmlFor={`${errorId}-text`}>
          {m.placeholder}
        </label>
        <textarea
          id={`${errorId}-text`}
          value={text}
          rows={2}
          // Latin typed into the right-to-left page keeps its order; empty, it stays with the page (an empty
          // auto field turns left to right in Chromium, placeholder included).
          dir={text ? "auto" : undefined}
          placeholder={m.placeholder}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={chat.status !== "ready" || over > 0}>
          {m.send}
        </Button>
        {shownError ? (
          <p id={errorId} className="field-error" role="alert">
            {shownError}
          </p>
        ) : keyboard ? (
          <p className="chat-hint">
            <kbd dir="ltr">{m.hintKeys}</kbd> {m.hint}
          </p>
        ) : null}
      </form>
    </div>
  );
}
