// The one chunking rule of the build (vite.config.ts): the code the app loads anyway, in two chunks read from the
// import graph, never from file or package names, so renaming or moving a file cannot change the chunks.
// - "start": what the entry imports statically (React and its DOM renderer).
// - "boot": what the start code imports dynamically, with everything that imports statically (the app's services,
//   router, query client and first screens). The entry evaluates it in a task of its own: a module graph is
//   evaluated in one go, and the whole start code in one task was the longest task of the load (Lighthouse's blocking
//   time). index.html preloads it (scripts/preloadBoot.mjs), so the two download side by side.
// Rolldown's automatic splitting does not merge the entry's shared modules into the entry (it keeps one chunk per
// set of routes sharing a module), which cut the start code into ~40 small files, each gzipped with its own
// dictionary (/signin: 130.2 KB in 42 files vs 119.2 KB in 2). Everything else follows the dynamic imports (route
// components, lazily loaded dialogs) through rolldown's automatic splitting.

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
 * The modules statically reachable from `roots`, without the modules of `taken` and without walking through barrels
 * (a module behind a barrel joins only when a module that uses it imports it directly). The roots themselves are
 * walked even when they only import (index.html is `import "/src/main.tsx"`).
 * @param {Iterable<string>} roots
 * @param {ReadonlySet<string>} taken
 * @param {(id: string) => import("./startChunk.d.mts").GraphModule | null} info
 */
function staticClosure(roots, taken, info) {
  const rootSet = new Set([...roots].filter((id) => !taken.has(id)));
  const found = new Set(rootSet);
  const down = [...found];
  while (down.length) {
    const id = down.pop() ?? "";
    const module = info(id);
    if (!module || (isBarrel(module) && !rootSet.has(id))) continue;
    for (const next of module.importedIds) {
      if (!found.has(next) && !taken.has(next)) {
        found.add(next);
        down.push(next);
      }
    }
  }
  return found;
}

/**
 * A `codeSplitting.groups[].name` function: "start" for every module statically reachable from an entry, "boot"
 * for every module statically reachable from what those import dynamically (and not start), else null (automatic
 * splitting).
 * @returns {(id: string, ctx: { getModuleInfo(id: string): import("./startChunk.d.mts").GraphModule | null }) => string | null}
 */
export function startChunk() {
  /** @type {Map<string, string> | null} */
  let group = null;
  return (id, ctx) => {
    if (group === null) {
      const info = (/** @type {string} */ m) => ctx.getModuleInfo(m);
      // The entries: the modules every module is (transitively) imported from.
      const entries = new Set();
      const seen = new Set([id]);
      const up = [id];
      while (up.length) {
        const module = info(up.pop() ?? "");
        if (!module) continue;
        if (module.isEntry) entries.add(module.id);
        for (const next of [...module.importers, ...module.dynamicImporters]) {
          if (!seen.has(next)) {
            seen.add(next);
            up.push(next);
          }
        }
      }
      const start = staticClosure(entries, new Set(), info);
      const bootRoots = [...start].flatMap((m) => info(m)?.dynamicallyImportedIds ?? []);
      const boot = staticClosure(bootRoots, start, info);
      group = new Map([...[...start].map((m) => [m, "start"]), ...[...boot].map((m) => [m, "boot"])]);
    }
    return group.get(id) ?? null;
  };
}

/**
 * The two `codeSplitting.groups` of the build: start, then boot. Start has the higher priority because a group also
 * takes its modules' dependencies, so boot would otherwise take what both import (Vite's preload helper).
 */
export function startGroups() {
  const stage = startChunk();
  return ["start", "boot"].map((name, i) => ({
    name: (/** @type {string} */ id, /** @type {Parameters<typeof stage>[1]} */ ctx) =>
      stage(id, ctx) === name ? name : null,
    debugName: name,
    priority: 2 - i,
  }));
}
