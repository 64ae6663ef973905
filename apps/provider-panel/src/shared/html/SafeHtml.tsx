import { useMemo } from "react";
import { sanitizeHtml } from "./sanitize";

/** Renders server HTML after the allow-list sanitiser. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through sanitizeHtml's allow-list above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
