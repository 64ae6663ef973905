// Docs that stay true: every repository path a doc names (in backticks or as a link) must exist. A link is read
// from the doc's folder. A backticked path may be read from the doc's folder, the repository root, or as the tail
// of any path in the tree, because docs name files the way a reader of that part would (`src/core/types.ts` in
// form-runtime's README, `shared/api/errors.ts` in the panel's): a renamed or removed file still fails.
import { dirname, join, normalize } from "node:path";

const EXTENSION = /\.(ts|tsx|mts|mjs|js|cjs|json|jsonc|md|yaml|yml|css|sh|html|sql|svg|png|webp)$/;

/**
 * Whether a backticked token names a path in this repository (not a URL, an API route, a package or a pattern).
 * @param {string} token
 */
export function looksLikePath(token) {
  if (/[\s<>*{}$:=()[\]|,;'"`?#!]/.test(token)) return false;
  if (/^[/@~-]/.test(token) || token.startsWith("node_modules")) return false;
  // `.d.ts`, `.env`: a kind of file, not one file.
  if (token.startsWith(".") && !token.includes("/")) return false;
  // Placeholders and names in capitals (`NNNN_name.sql`, `DATA_DIR/uploads`, `LISTEN/NOTIFY`) are not paths.
  if (/(^|\/)[A-Z_]{3,}(\/|_|$)/.test(token)) return false;
  // Media types (`text/html`, `application/json`) name formats, not folders.
  if (
    /^(text|application|image|audio|video|font|multipart)\/[a-z0-9.+-]+$/.test(token) &&
    !EXTENSION.test(token)
  )
    return false;
  const slash = token.replace(/\/$/, "").includes("/");
  return slash || EXTENSION.test(token);
}

/**
 * Every path a markdown text names: backticked tokens that look like paths, and relative link targets.
 * Fenced code blocks are left out (they show commands and code, not claims about the tree).
 * @param {string} text
 * @returns {Array<{ path: string, line: number, link: boolean }>}
 */
export function pathsNamedIn(text) {
  /** @type {Array<{ path: string, line: number, link: boolean }>} */
  const found = [];
  let fenced = false;
  text.split("\n").forEach((row, index) => {
    if (/^\s*(```|~~~)/.test(row)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of row.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) {
      const token = (match[1] ?? "").trim().replace(/:\d+(-\d+)?$/, "");
      if (looksLikePath(token)) found.push({ path: token, line: index + 1, link: false });
    }
    for (const match of row.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = (match[1] ?? "").split("#")[0] ?? "";
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/")) continue;
      found.push({ path: decodeURIComponent(target), line: index + 1, link: true });
    }
  });
  return found;
}

/**
 * The paths a doc names that exist nowhere it could mean.
 * @param {string} doc path of the doc from the repository root
 * @param {string} text the doc's text
 * @param {{ exists: (path: string) => boolean, endsWith: (tail: string) => boolean, folders: Set<string>,
 *   outputs: Set<string> }} tree `exists` answers for a path from the repository root (file or folder); `endsWith`
 *   for a tail of any path in the tree; `folders` holds the name of every folder; `outputs` the folders git ignores
 *   (build output, data, screenshots), whose files a clean clone does not have
 * @returns {Array<{ line: number, why: string }>}
 */
export function missingDocPaths(doc, text, tree) {
  const here = dirname(doc);
  return pathsNamedIn(text).flatMap(({ path, line, link }) => {
    const clean = path.replace(/\/$/, "");
    if (clean.split("/").some((segment) => tree.outputs.has(segment))) return [];
    // Without an extension, `a/b` is a path only when `a` is a folder somewhere: else it is an API route, a MIME
    // type or a lint rule (`item/get`, `application/json`, `suspicious/noImportCycles`).
    if (!link && !EXTENSION.test(clean) && !tree.folders.has(clean.split("/")[0] ?? "")) return [];
    // A media type (`text/html`, `image/webp`) is not a path even where a folder shares its first word.
    if (
      !link &&
      /^(text|image|audio|video|application|multipart|font)\/[\w.+-]+$/.test(clean) &&
      !EXTENSION.test(clean)
    )
      return [];
    const fromDoc = normalize(join(here, clean));
    // A link out of the repository (the shared spec beside it) is not a repository path.
    if (fromDoc.startsWith("..")) return [];
    const found = link
      ? tree.exists(fromDoc)
      : [fromDoc, normalize(clean)].some(tree.exists) ||
        // A module named as imports name it: `regex/toRe2Syntax` for `regex/toRe2Syntax.ts`.
        ["", ".ts", ".tsx", ".mjs", ".js"].some((ext) => tree.endsWith(normalize(clean) + ext));
    return found ? [] : [{ line, why: `names ${path}, which does not exist` }];
  });
}
