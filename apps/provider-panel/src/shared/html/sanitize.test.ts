import { describe, expect, it } from "vitest";
import { classifyLink, sanitizeHtml } from "./sanitize";

const ORIGIN = "https://panel.example";
const clean = (html: string) => sanitizeHtml(html, ORIGIN);

describe("sanitizeHtml", () => {
  it("keeps allowed formatting and drops scripts, handlers and styles", () => {
    const out = clean(
      '<p onclick="x()">سلام <b>دنیا</b></p><script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style>',
    );
    expect(out).toBe("<p>سلام <b>دنیا</b></p>");
  });
  it("keeps only safe link targets and opens external ones in a new tab", () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it("unwraps unknown tags but keeps their text", () => {
    expect(clean("<section><font>متن</font></section>")).toBe("متن");
  });
  it("keeps tables, lists and headings", () => {
    const html =
      "<h2>عنوان</h2><ul><li>یک</li></ul><table><thead><tr><th>الف</th></tr></thead><tbody><tr><td>ب</td></tr></tbody></table>";
    expect(clean(html)).toBe(html);
  });
});

// Each vector is HTML a hostile or careless server page could hold; none may leave a way to run script or to send
// the user to another host through a link that looks local.
const dangerous: ReadonlyArray<[string, string]> = [
  ["protocol-relative with a backslash (issue 12 item 10)", '<a href="/\\evil.example/">x</a>'],
  ["protocol-relative", '<a href="//evil.example/">x</a>'],
  ["dot segment before the slashes", '<a href="/.//evil.example/path">x</a>'],
  ["dot-dot segment before the slashes", '<a href="/a/..//evil.example/path">x</a>'],
  ["encoded dot segment before the slashes", '<a href="/%2e//evil.example/path">x</a>'],
  ["dot segment before a backslash", '<a href="/./\\evil.example/path">x</a>'],
  ["two backslashes", '<a href="\\\\evil.example">x</a>'],
  ["backslash then slash", '<a href="\\/evil.example">x</a>'],
  ["tab inside the slashes", '<a href="/\t/evil.example">x</a>'],
  ["newline inside the slashes", '<a href="/\n/evil.example">x</a>'],
  ["javascript scheme", '<a href="javascript:alert(1)">x</a>'],
  ["javascript in capitals", '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ["javascript with a tab", '<a href="java\tscript:alert(1)">x</a>'],
  ["javascript with entities", '<a href="&#106;avascript:alert(1)">x</a>'],
  ["javascript with leading spaces", '<a href="   javascript:alert(1)">x</a>'],
  ["javascript with a control character", '<a href="\u0001javascript:alert(1)">x</a>'],
  ["vbscript", '<a href="vbscript:msgbox(1)">x</a>'],
  ["data html", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ["file", '<a href="file:///etc/passwd">x</a>'],
  ["ftp", '<a href="ftp://evil.example/">x</a>'],
  ["http without a host", '<a href="http:evil.example">x</a>'],
  ["https without a host", '<a href="https:/\\evil.example">x</a>'],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["svg onload", "<svg onload=alert(1)><circle /></svg>"],
  ["math with a link", '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["object data", '<object data="javascript:alert(1)"></object>'],
  ["embed", '<embed src="javascript:alert(1)">'],
  ["form action", '<form action="javascript:alert(1)"><button>x</button></form>'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ["base href", '<base href="https://evil.example/">'],
  ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
  ["event handler on a kept tag", '<b onmouseover="alert(1)">x</b>'],
  ["template content", "<template><img src=x onerror=alert(1)></template>"],
  ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ["comment breakout", "<!--><img src=x onerror=alert(1)>-->"],
  ["unclosed attribute", '<a href="https://ok.example" onclick="alert(1)>x</a>'],
  ["target injection", '<a href="/help" target="_top">x</a>'],
  ["srcset", '<img srcset="javascript:alert(1) 1x">'],
];

describe("sanitizeHtml against hostile HTML", () => {
  it.each(dangerous)("%s", (_name, html) => {
    const out = clean(html);
    const doc = new DOMParser().parseFromString(`<body>${out}</body>`, "text/html");
    for (const el of Array.from(doc.body.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) {
        expect(["href", "target", "rel"], `${el.tagName} ${attr.name}`).toContain(attr.name);
      }
      expect([
        "SCRIPT",
        "IMG",
        "SVG",
        "MATH",
        "IFRAME",
        "OBJECT",
        "EMBED",
        "FORM",
        "META",
        "BASE",
      ]).not.toContain(el.tagName);
    }
    for (const a of Array.from(doc.body.querySelectorAll("a[href]"))) {
      const href = a.getAttribute("href") ?? "";
      const resolved = new URL(href, `${ORIGIN}/`);
      expect(["https:", "http:", "mailto:", "tel:"]).toContain(resolved.protocol);
      expect(resolved.origin === ORIGIN || a.getAttribute("target") === "_blank").toBe(true);
      if (a.getAttribute("target")) expect(a.getAttribute("rel")).toBe("noopener noreferrer");
      // Every link to evil.example here is written to look local or is malformed: none may survive.
      expect(resolved.hostname).not.toBe("evil.example");
    }
  });
});

describe("classifyLink", () => {
  it.each([
    ["/static/help", { kind: "same-origin", href: "/static/help" }],
    ["help?x=1#top", { kind: "same-origin", href: "/help?x=1#top" }],
    ["#section", { kind: "same-origin", href: "/#section" }],
    [`${ORIGIN}/panel`, { kind: "same-origin", href: `${ORIGIN}/panel` }],
    ["https://example.org/a b", { kind: "external", href: "https://example.org/ab" }],
    ["mailto:support@example.org", { kind: "contact", href: "mailto:support@example.org" }],
    ["tel:+982100000000", { kind: "contact", href: "tel:+982100000000" }],
  ] as const)("keeps %s", (raw, expected) => {
    expect(classifyLink(raw, ORIGIN)).toEqual(expected);
  });
  it.each([
    "/\\evil.example/",
    "//evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "mailto:",
    "",
    "   ",
    "data:text/html,x",
  ])("drops %j", (raw) => {
    expect(classifyLink(raw, ORIGIN)).toBeNull();
  });
  it("sanitised output never links protocol-relative to another host", () => {
    expect(clean('<a href="/\\evil.example/">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="/static/help">راهنما</a>')).toBe('<a href="/static/help">راهنما</a>');
  });
});
