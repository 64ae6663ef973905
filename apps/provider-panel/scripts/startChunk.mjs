// The one chunking rule of the build (vite.config.ts): the code the entry loads anyway goes into one "start" chunk.
// It is read from the import graph, never from file or package names, so renaming or moving a file cannot change
// the chunks. Rolldown's automatic splitting does not merge the entry's shared modules into the entry (it keeps one
// chunk per set of routes sharing a module), which cut the start code into ~40 small files, each gzipped with its
// own dictionary (/signin: 130.2 KB in 42 files vs 119.2 KB in 2). Everything else follows the dynamic imports
// (route components, lazily loaded dialogs) through rolldown's automatic splitting.

/**
 * True for a module that only imports and re-exports (a package's `index.js`): reaching it says nothing about
 * which of the modules behind it are used.
 * @param {{ code: string | null }} info
 */
export function isBarrel(info) {
  const code = (info.code ?? "").replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "");
  const statements = code
    .split(/;|\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every((s) =>
      /^(?:import|export)\b.*\bfrom\b|^import\s+["']|^["'}]|^(?:export\s*)?\{?[\w$,\s]*\}?$/.test(s),
    )
  );
}

/**
 * A `codeSplitting.groups[].name` function: "start" for every module statically reachable from an entry, without
 * walking through barrels (a module behind a barrel joins only when a module that uses it imports it directly, or
 * falls to automatic splitting), else null (automatic splitting).
 * @returns {(id: string, ctx: { getModuleInfo(id: string): import("./startChunk.d.mts").GraphModule | null }) => string | null}
 */
export function startChunk() {
  /** @type {Set<string> | null} */
  let start = null;
  return (id, ctx) => {
    if (start === null) {
      // The entries: the modules every module is (transitively) imported from.
      const entries = new Set();
      const seen = new Set([id]);
      const up = [id];
      while (up.length) {
        const info = ctx.getModuleInfo(up.pop() ?? "");
        if (!info) continue;
        if (info.isEntry) entries.add(info.id);
        for (const next of [...info.importers, ...info.dynamicImporters]) {
          if (!seen.has(next)) {
            seen.add(next);
            up.push(next);
          }
        }
      }
      start = new Set(entries);
      const down = [...entries];
      while (down.length) {
        const info = ctx.getModuleInfo(down.pop() ?? "");
        if (!info || isBarrel(info)) continue;
        for (const next of info.importedIds) {
          if (!start.has(next)) {
            start.add(next);
            down.push(next);
          }
        }
      }
    }
    return start.has(id) ? "start" : null;
  };
}
