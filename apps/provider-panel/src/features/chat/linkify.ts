import { toLatinDigits } from "@ceremony/persian-text";

/** A piece of a chat message: plain text, or a link the provider can tap. */
export type ChatPiece = string | { kind: "url" | "tel"; href: string; text: string };

// Web addresses (http, https or www.) and phone numbers (Iranian mobiles and landlines in Persian, Arabic-Indic or
// Latin digits, with +98/0098 or 0). Nothing else becomes a link: a `javascript:` or `data:` text stays text.
const URL_PART = String.raw`(?:https?:\/\/|www\.)[^\s<>"']+`;
const DIGIT = "[0-9۰-۹٠-٩]";
const PHONE_PART = String.raw`(?:(?:\+98|0098)[\s-]?|[0۰٠])${DIGIT}{2,3}[\s-]?${DIGIT}{3,4}[\s-]?${DIGIT}{4}`;
const PIECES = new RegExp(`(${URL_PART})|(${PHONE_PART})`, "giu");
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?،؛؟)»\]]+$/u;

/**
 * Splits a message into text and tappable links (issue 27: phone numbers and links in chat). Web addresses open as
 * https/http only; phone numbers dial with Latin digits. Pure, so the component only renders what it returns.
 */
export function linkify(message: string): ChatPiece[] {
  const pieces: ChatPiece[] = [];
  let last = 0;
  for (const match of message.matchAll(PIECES)) {
    let text = match[0];
    const start = match.index ?? 0;
    if (match[1]) text = text.replace(TRAILING, "");
    const href = match[1] ? safeUrl(text) : `tel:${toLatinDigits(text).replace(/[\s-]/g, "")}`;
    if (!href) continue;
    if (start > last) pieces.push(message.slice(last, start));
    pieces.push({ kind: match[1] ? "url" : "tel", href, text });
    last = start + text.length;
  }
  if (last < message.length) pieces.push(message.slice(last));
  return pieces;
}

/** The address as an http(s) URL, or null when it is not one. */
function safeUrl(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
