#!/usr/bin/env node
// Post-build step of the static Storybook (issue 12 item 9): Storybook's HTML pages carry inline <script> and
// <style> blocks, which a Content-Security-Policy without 'unsafe-inline' refuses. Each block is moved, unchanged
// and in place, to a file of its own beside the page (named by its hash, so a rebuild with the same content yields
// the same name), and the policy the build then needs is written to `csp.json` for whatever serves it (the test's
// static server sends it). Run by `pnpm build-storybook` after `storybook build`.
//   node .storybook/cspPostBuild.mjs [storybook-static]
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The policy of the static Storybook. The preview page (iframe.html), where the components render, gets the panel's
 * (apps/reference-api/src/http/securityHeaders.ts): scripts and styles from files only, no eval; it may be framed by
 * the manager of the same origin. The manager UI (index.html and every other path) keeps scripts as strict, but its
 * CSS-in-JS (emotion, Radix) writes <style> elements at run time that no hash can name, so its styles may be inline;
 * it is framed by nobody. Violations report a sample, so a test can say what was refused.
 */
export function storybookCsp(page) {
  const preview = page === "iframe.html";
  return [
    "default-src 'self'",
    "script-src 'self' 'report-sample'",
    `style-src 'self' 'report-sample'${preview ? "" : " 'unsafe-inline'"}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${preview ? "'self'" : "'none'"}`,
  ].join("; ");
}

const hash = (text) => createHash("sha256").update(text).digest("hex").slice(0, 12);

/**
 * Rewrites one page's HTML: inline scripts become `<script src>` (same attributes, so a module stays a module and a
 * classic script stays parser-blocking, keeping the order), inline styles become `<link rel="stylesheet">` (a
 * stylesheet link blocks rendering like the block it replaces). Returns the new HTML and the files to write.
 */
export function externalise(html) {
  /** @type {Map<string, string>} */
  const files = new Map();
  const withScripts = html.replace(
    /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi,
    (whole, attributes = "", body) => {
      if (/\ssrc\s*=/i.test(attributes)) return whole;
      if (/\stype\s*=\s*["']?(application\/(ld\+)?json|importmap)/i.test(attributes)) return whole;
      const name = `sb-inline-${hash(body)}.js`;
      files.set(name, body);
      return `<script${attributes} src="./${name}"></script>`;
    },
  );
  const html2 = withScripts.replace(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi, (_whole, _attributes, body) => {
    const name = `sb-inline-${hash(body)}.css`;
    files.set(name, body);
    return `<link rel="stylesheet" href="./${name}" />`;
  });
  return { html: html2, files };
}

/** Inline code a page still carries after {@link externalise}: handlers, `javascript:` links, style attributes. */
export function inlineLeftovers(html) {
  const found = [];
  const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/gi, "");
  for (const m of withoutScripts.matchAll(/<[^>]+\s(on[a-z]+|style)\s*=\s*["'][^"']*["']/gi))
    found.push(m[0]);
  for (const m of withoutScripts.matchAll(/href\s*=\s*["']\s*javascript:/gi)) found.push(m[0]);
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc\s*=/i.test(m[1] ?? "") && m[2].trim() !== "") found.push(m[0].slice(0, 80));
  }
  for (const m of html.matchAll(/<style[\s>]/gi)) found.push(m[0]);
  return found;
}

export function postBuild(dir) {
  const pages = readdirSync(dir).filter((f) => f.endsWith(".html"));
  if (!pages.includes("iframe.html")) throw new Error(`No built Storybook at ${dir}`);
  const policies = {};
  for (const page of pages) {
    const path = join(dir, page);
    const { html, files } = externalise(readFileSync(path, "utf8"));
    for (const [name, body] of files) writeFileSync(join(dir, name), body);
    const left = inlineLeftovers(html);
    if (left.length > 0)
      throw new Error(`${page} still has inline code a strict CSP refuses:\n${left.join("\n")}`);
    writeFileSync(path, html);
    policies[page] = storybookCsp(page);
    console.log(`${page}: ${files.size} inline blocks moved to files`);
  }
  // Any other path (scripts, styles, JSON) is served with the manager's policy.
  policies["*"] = storybookCsp("*");
  writeFileSync(join(dir, "csp.json"), `${JSON.stringify(policies, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repo = fileURLToPath(new URL("..", import.meta.url));
  postBuild(resolve(repo, process.argv[2] ?? "storybook-static"));
}
