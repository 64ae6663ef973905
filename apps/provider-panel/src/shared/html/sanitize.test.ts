import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("keeps allowed formatting and drops scripts, handlers and styles", () => {
    const out = sanitizeHtml(
      '<p onclick="x()">سلام <b>دنیا</b></p><script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style>',
    );
    expect(out).toBe("<p>سلام <b>دنیا</b></p>");
  });
  it("keeps only safe link targets and opens them in a new tab", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it("unwraps unknown tags but keeps their text", () => {
    expect(sanitizeHtml("<section><font>متن</font></section>")).toBe("متن");
  });
});
