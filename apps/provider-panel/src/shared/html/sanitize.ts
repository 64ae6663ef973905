import DOMPurify from "dompurify";

/** Tags server HTML (static pages, rules) may keep; anything else is unwrapped to its text. */
const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "a",
  "span",
  "div",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
  "hr",
  "small",
];
/** Elements dropped with everything inside them (their text is code or markup, never reading matter). */
const FORBID_CONTENTS = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "title",
  "textarea",
  "select",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
];
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ABSOLUTE_SCHEMES = new Set(["http", "https"]);
const CONTACT_SCHEMES = new Set(["mailto", "tel"]);

/** The kind of a link the policy keeps, with the value to write back, or null to drop the href. */
export type LinkTarget = { kind: "external" | "contact" | "same-origin"; href: string } | null;

/**
 * The link policy: http(s) links (opened in a new tab), mailto and tel, and relative links that stay on this origin.
 * Whitespace and control characters are removed first, as the URL parser does ('java\tscript:'), and a relative
 * link is resolved before it is trusted, so '//evil.example' and '/\evil.example' (a backslash is a slash to the
 * URL parser) are recognised as other hosts and dropped. A relative link whose resolved path starts with two
 * slashes ('/.//evil.example' resolves to '//evil.example') is dropped too: written back, it would be read as
 * another host.
 */
export function classifyLink(raw: string, origin: string): LinkTarget {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser ignores these characters, so must the check.
  const href = raw.replace(/[\u0000-\u0020\u007f]/g, "");
  if (!href) return null;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (CONTACT_SCHEMES.has(scheme))
      return href.length > scheme.length + 1 ? { kind: "contact", href } : null;
    if (!ABSOLUTE_SCHEMES.has(scheme)) return null;
    // Only the plain 'https://host' form: 'http:host' and 'https:/\host' are parsed leniently into other hosts.
    if (!/^https?:\/\/[^/\\]/i.test(href)) return null;
    try {
      const url = new URL(href);
      if (!url.hostname) return null;
      return url.origin === origin
        ? { kind: "same-origin", href: url.href }
        : { kind: "external", href: url.href };
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(href, `${origin}/`);
    if (url.origin !== origin || url.pathname.startsWith("//")) return null;
    return { kind: "same-origin", href: `${url.pathname}${url.search}${url.hash}` };
  } catch {
    return null;
  }
}

/** A DOMPurify instance of its own: the link hook below must not change other users of the library. */
function createPurifier(origin: string) {
  const purifier = DOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const target = classifyLink(node.getAttribute("href") ?? "", origin);
    node.removeAttribute("target");
    node.removeAttribute("rel");
    if (!target) {
      node.removeAttribute("href");
      return;
    }
    node.setAttribute("href", target.href);
    if (target.kind === "external") {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purifier;
}

let cached: { origin: string; purifier: ReturnType<typeof createPurifier> } | null = null;

/**
 * Server HTML reduced by DOMPurify to an allow-list of tags with no attributes but a link's href, under the link
 * policy of `classifyLink`.
 */
export function sanitizeHtml(html: string, origin: string = window.location.origin): string {
  if (!cached || cached.origin !== origin) cached = { origin, purifier: createPurifier(origin) };
  return cached.purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ["href"],
    FORBID_CONTENTS,
    KEEP_CONTENT: true,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
