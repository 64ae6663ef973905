const ALLOWED = new Set([
  "P",
  "BR",
  "STRONG",
  "B",
  "EM",
  "I",
  "U",
  "UL",
  "OL",
  "LI",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "A",
  "SPAN",
  "DIV",
  "BLOCKQUOTE",
  "TABLE",
  "THEAD",
  "TBODY",
  "TR",
  "TD",
  "TH",
  "HR",
  "SMALL",
]);
const DROP_WITH_CONTENT = new Set([
  "SCRIPT",
  "STYLE",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "TEMPLATE",
  "NOSCRIPT",
  "SVG",
  "MATH",
]);

function safeHref(href: string | null): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  return /^(https?:|mailto:|tel:|\/(?!\/))/i.test(trimmed) ? trimmed : null;
}

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? "");
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(el.childNodes)
    .map((c) => clean(c, doc))
    .filter((c): c is Node => c !== null);
  if (!ALLOWED.has(tag)) {
    const fragment = doc.createDocumentFragment();
    for (const c of children) fragment.appendChild(c);
    return fragment;
  }
  const out = doc.createElement(tag.toLowerCase());
  if (tag === "A") {
    const href = safeHref(el.getAttribute("href"));
    if (href) {
      out.setAttribute("href", href);
      out.setAttribute("target", "_blank");
      out.setAttribute("rel", "noopener noreferrer");
    }
  }
  for (const c of children) out.appendChild(c);
  return out;
}

/** Server HTML reduced to an allow-list of tags, with no attributes except safe link targets. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const container = doc.createElement("div");
  for (const child of Array.from(doc.body.childNodes)) {
    const cleaned = clean(child, doc);
    if (cleaned) container.appendChild(cleaned);
  }
  return container.innerHTML;
}
