import { memo, type RefObject, useLayoutEffect, useRef, useState } from "react";
import { chatMessages } from "../../../messages/chat";
import { formatJalali } from "../../../shared/format/jalali";
import { type ChatMessage, messageKey } from "../chatMerge";
import { linkify } from "../linkify";

const m = chatMessages;

/**
 * Bubbles mounted at first, and added each time the reader reaches the top: a chat of hundreds of replies mounts
 * the newest screenfuls only, and older ones already loaded are shown before the server is asked for more.
 */
export const CHAT_WINDOW = 30;

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

/**
 * The chat's bubbles, newest at the bottom: right-to-left (own at the start side, the customer's at the end), Jalali
 * times, the newest {@link CHAT_WINDOW} mounted and older ones added when the reader scrolls to the top or presses
 * "older" (loaded ones first, then the server's). Memoised: typing in the composer does not render the bubbles.
 */
export const ChatMessages = memo(function ChatMessages({
  messages,
  me,
  hasOlder,
  loadingOlder,
  loadOlder,
  retry,
  restore,
  atBottom,
}: {
  messages: readonly ChatMessage[];
  me: number | null;
  /** The server has replies older than the oldest loaded. */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  retry: (localId: string, message: string) => void;
  /** A message the server refused goes back to the composer, to be fixed and sent again. */
  restore: (message: { localId: string; message: string }) => void;
  /** Whether the reader is at the bottom; the composer sets it when it sends, so the sent message comes into view. */
  atBottom: RefObject<boolean>;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const lastKey = useRef<string | null>(null);
  const [shown, setShown] = useState(CHAT_WINDOW);
  const hidden = Math.max(0, messages.length - shown);
  const visible = hidden > 0 ? messages.slice(hidden) : messages;

  // Keeps the newest message in view when one arrives while the reader is at the bottom (not while reading back).
  const newest = messages[messages.length - 1];
  // With its state: a bubble that fails grows by its retry button, which must not end below the fold.
  const newestKey = newest ? `${messageKey(newest)}:${newest.state}` : null;
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el || newestKey === lastKey.current) return;
    const first = lastKey.current === null;
    lastKey.current = newestKey;
    if (first || atBottom.current) el.scrollTop = el.scrollHeight;
  }, [newestKey, atBottom]);

  // Older bubbles keep the reader's place: the height they add above is added to the scroll position.
  const heightBefore = useRef(0);
  const oldestKey = visible[0] ? messageKey(visible[0]) : null;
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el || oldestKey === null || !heightBefore.current) return;
    el.scrollTop += el.scrollHeight - heightBefore.current;
    heightBefore.current = 0;
  }, [oldestKey]);

  const showOlder = () => {
    if (loadingOlder) return;
    if (listRef.current) heightBefore.current = listRef.current.scrollHeight;
    setShown((n) => n + CHAT_WINDOW);
    if (hidden === 0 && hasOlder) void loadOlder();
  };

  return (
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
        if (el.scrollTop < 40 && (hidden > 0 || hasOlder)) showOlder();
      }}
    >
      {hidden > 0 || hasOlder ? (
        <li className="chat-older">
          <button type="button" className="btn btn-link" disabled={loadingOlder} onClick={showOlder}>
            {loadingOlder ? m.loadingOlder : m.older}
          </button>
        </li>
      ) : null}
      {messages.length === 0 ? <li className="chat-empty">{m.empty}</li> : null}
      {visible.map((message) => {
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
              ) : message.refused ? (
                <>
                  <span className="chat-failed">{message.refused}</span>
                  <button type="button" className="btn btn-link" onClick={() => restore(message)}>
                    {m.restore}
                  </button>
                </>
              ) : (
                <>
                  <span className="chat-failed">{m.failed}</span>
                  <button
                    type="button"
                    className="btn btn-link"
                    onClick={() => retry(message.localId, message.message)}
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
  );
});
