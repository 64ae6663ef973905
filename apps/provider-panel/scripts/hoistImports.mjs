// Build step: each chunk imports, besides what it imports itself, every chunk it needs through them (empty
// `import "./x.js"` statements after its own). The browser finds a module's imports only once it has downloaded
// and parsed it, so a route whose chunk imports a shared chunk that imports another waited one round trip per
// level before its first paint (Lighthouse's network log of /panel/notifications: the route's chunk, then the date
// formatting, then the date library under it). With the whole set named in the route's chunk, it is asked for at
// once. The order modules run in does not change: the added imports come after the chunk's own, and each names a
// chunk that one of those already runs first. Vite's own preload lists would do the same from the importing side,
// at a cost to the first chunk of every page (`build.modulePreload: false`, docs/decisions/provider-panel.md).
import { posix } from "node:path";
import { parseAst } from "vite";

/**
 * The chunks `fileName` reaches through its static imports, its own imports excluded, in the order a depth-first
 * walk finds them.
 * @param {string} fileName
 * @param {(file: string) => readonly string[]} importsOf
 * @returns {string[]}
 */
export function transitiveImports(fileName, importsOf) {
  const own = new Set(importsOf(fileName));
  const seen = new Set([fileName, ...own]);
  /** @type {string[]} */
  const found = [];
  const stack = [...own].reverse();
  while (stack.length) {
    const file = stack.pop() ?? "";
    for (const next of [...importsOf(file)].reverse()) {
      if (seen.has(next)) continue;
      seen.add(next);
      found.push(next);
      stack.push(next);
    }
  }
  return found;
}

/**
 * `code` with an empty import of each of `files` after its last top-level import (at the start when it has none),
 * the paths relative to `fileName`.
 * @param {string} code
 * @param {string} fileName
 * @param {readonly string[]} files
 */
export function withImports(code, fileName, files) {
  if (files.length === 0) return code;
  const body = /** @type {{ body: { type: string; end: number }[] }} */ (parseAst(code)).body;
  const imports = body.filter((node) => node.type === "ImportDeclaration");
  const at = imports.at(-1)?.end ?? 0;
  const from = posix.dirname(fileName);
  const text = files
    .map((file) => {
      const path = posix.relative(from, file);
      return `import${JSON.stringify(path.startsWith(".") ? path : `./${path}`)};`;
    })
    .join("");
  return code.slice(0, at) + text + code.slice(at);
}

/**
 * Vite plugin: applies `withImports` with `transitiveImports` to every JavaScript chunk of the build.
 * @returns {import("vite").Plugin}
 */
export function hoistImports() {
  return {
    name: "hoist-imports",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        /** @param {string} file */
        const importsOf = (file) => {
          const item = bundle[file];
          return item?.type === "chunk" ? item.imports : [];
        };
        for (const item of Object.values(bundle)) {
          if (item.type !== "chunk") continue;
          item.code = withImports(item.code, item.fileName, transitiveImports(item.fileName, importsOf));
        }
      },
    },
  };
}
