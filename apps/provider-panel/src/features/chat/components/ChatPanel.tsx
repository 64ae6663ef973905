import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { chatMessages } from "../../../messages/chat";
import { formatJalali } from "../../../shared/format/jalali";
import { customerName, enumerationTitle } from "../../../shared/marketplace/items/serviceItem";
import { clearUnread } from "../../../shared/marketplace/unreadChats";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { Button } from "../../../shared/ui/Button";
import { ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { Modal } from "../../../shared/ui/Modal";
import { chatDraftKey, readChatDraft, writeChatDraft } from "../chatDraft";
import { messageKey } from "../chatMerge";
import { linkify } from "../linkify";
import { deviceStorage } from "../unsentStore";
import { useChat } from "../useChat";
import "../chat.css";
import "../../../shared/ui/fields.css";

const m = chatMessages;

/** A device with a keyboard and a fine pointer (not a phone), where Ctrl+Enter means something. */
const hasKeyboard = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(hover: hover) and (pointer: fine)").matches;

/** A message with its web addresses and phone numbers tappable (http(s) and tel only, see linkify). */
function MessageText({ text }: { text: string }) {
  // Each link's key is where it starts in the message: unique, and stable across renders.
  let at = 0;
  return linkify(text).map((piece) => {
    const start = at;
    at += (typeof piece === "string" ? piece : piece.text).length;
    if (typeof piece === "string") return piece;
    return (
      <a
        key={start}
        href={piece.href}
        dir="ltr"
        {...(piece.kind === "url" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {piece.text}
      </a>
    );
  });
}

/** The sheet's title: the customer and the ceremony of the item (issue 27 item 10: it was the raw item id). */
function useChatTitle(itemId: number): string {
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
 * The chat overlay of an accepted item (`?chat=`): right-to-left bubbles (own at the start side, the customer's at
 * the end), Jalali times, older replies when scrolled to the top, a composer that sends with the button or
 * Ctrl+Enter (hinted only where a keyboard is) and refuses empty text. What is typed stays per chat when the sheet
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
  const chat = useChat(itemId, me);
  const title = useChatTitle(itemId);
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
  const listRef = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const lastKey = useRef<string | null>(null);

  // Keeps the newest message in view when one arrives while the reader is at the bottom (not while reading back).
  const newest = chat.messages[chat.messages.length - 1];
  // With its state: a bubble that fails grows by its retry button, which must not end below the fold.
  const newestKey = newest ? `${messageKey(newest)}:${newest.state}` : null;
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el || newestKey === lastKey.current) return;
    lastKey.current = newestKey;
    if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [newestKey]);

  // Older pages keep the reader's place: the height they add is added to the scroll position.
  const heightBefore = useRef(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    if (chat.loadingOlder) heightBefore.current = el.scrollHeight;
    else if (heightBefore.current) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = 0;
    }
  }, [chat.loadingOlder]);

  useEffect(() => {
    if (chat.status === "ready" && listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [chat.status]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    chat.unlockSound();
    const message = text.trim();
    if (!message) {
      setError(m.writeMessage);
      return;
    }
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
    <Modal open onClose={onClose} title={title}>
      <div className="chat" onPointerDown={chat.unlockSound}>
        {chat.status === "loading" ? (
          <Skeleton rows={3} lines={1} />
        ) : chat.status === "error" ? (
          <ErrorView error={chat.error} onRetry={chat.retryLoad} />
        ) : (
          <ol
            ref={listRef}
            className="chat-list"
            aria-label={m.title}
            aria-live="polite"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
            tabIndex={0}
            onScroll={(event) => {
              const el = event.currentTarget;
              atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
              if (el.scrollTop < 40 && chat.hasOlder) void chat.loadOlder();
            }}
          >
            {chat.hasOlder ? (
              <li className="chat-older">
                <button
                  type="button"
                  className="btn btn-link"
                  disabled={chat.loadingOlder}
                  onClick={() => void chat.loadOlder()}
                >
                  {chat.loadingOlder ? m.loadingOlder : m.older}
                </button>
              </li>
            ) : null}
            {chat.messages.length === 0 ? <li className="chat-empty">{m.empty}</li> : null}
            {chat.messages.map((message) => {
              const own = message.person_id === me;
              return (
                <li
                  key={messageKey(message)}
                  className={own ? "chat-bubble own" : "chat-bubble"}
                  data-state={message.state}
                >
                  <span className="sr-only">{own ? m.you : m.customer}: </span>
                  <p className="chat-text" dir="auto">
                    <MessageText text={message.message} />
                  </p>
                  <span className="chat-meta">
                    {message.state === "sent" ? (
                      <time dateTime={new Date(message.created_at * 1000).toISOString()}>
                        {formatJalali(message.created_at)}
                      </time>
                    ) : message.state === "sending" ? (
                      m.sending
                    ) : (
                      <>
                        <span className="chat-failed">{m.failed}</span>
                        <button
                          type="button"
                          className="btn btn-link"
                          onClick={() => chat.retry(message.localId, message.message)}
                        >
                          {m.retry}
                        </button>
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={chat.status !== "ready"}>
            {m.send}
          </Button>
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          ) : keyboard ? (
            <p className="chat-hint">
              <kbd dir="ltr">{m.hintKeys}</kbd> {m.hint}
            </p>
          ) : null}
        </form>
      </div>
    </Modal>
  );
}
