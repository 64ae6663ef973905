// The reference server's floors (apps/reference-api/README.md "Layout"): each top-level entry of src/ may import
// only from entries on lower floors (or from inside itself), so the basic pieces never reach up to the composition
// root and a lower folder can be read, tested and reused without the ones above it. Tests are left out: a test may
// mount anything.

/** Bottom first; entries on one line share a floor and may not import each other. */
export const SERVER_FLOORS = [
  ["messages.ts", "text"],
  ["kernel"],
  ["db"],
  ["events", "files"],
  ["context"],
  ["http"],
  ["auth"],
  ["seed", "sockets"],
  ["features"],
  ["app"],
  ["testing"],
  ["marketplace"],
  ["allFeatures.ts"],
  ["main.ts"],
];

const floorOf = new Map(SERVER_FLOORS.flatMap((names, floor) => names.map((name) => [name, floor])));

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

/** The top-level entry of src/ that a path relative to src/ belongs to. */
function entryOf(pathInSrc) {
  const [first, second] = pathInSrc.split("/");
  return second === undefined ? first.replace(/\.tsx?$/, ".ts") : first;
}

/** Resolves `spec` imported from `file` (both relative to src/) to a path relative to src/, or null outside src/. */
function resolveInSrc(file, spec) {
  const parts = file.split("/").slice(0, -1);
  for (const piece of spec.split("/")) {
    if (piece === "." || piece === "") continue;
    if (piece === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(piece);
  }
  return parts.join("/");
}

/**
 * Imports of `file` (a path relative to apps/reference-api/src) that do not point down, each with its line and why.
 * An entry missing from SERVER_FLOORS is a problem too: a new folder takes a floor on purpose.
 */
export function serverFloorProblems(file, source) {
  const from = entryOf(file);
  const fromFloor = floorOf.get(from);
  if (fromFloor === undefined)
    return [{ line: 1, why: `src/${from} has no floor in scripts/lint/serverFloors.mjs` }];
  const problems = [];
  for (const match of source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    const target = resolveInSrc(file, spec);
    if (target === null || target === "") continue;
    // "../features" names the folder (its index.ts); "../messages" names the file messages.ts.
    const to = target.includes("/") || floorOf.has(target) ? entryOf(target) : `${target}.ts`;
    if (to === from) continue;
    const toFloor = floorOf.get(to);
    const line = source.slice(0, match.index).split("\n").length + (match[0].startsWith("\n") ? 1 : 0);
    if (toFloor === undefined) problems.push({ line, why: `imports src/${to}, which has no floor` });
    else if (toFloor >= fromFloor)
      problems.push({
        line,
        why: `src/${from} (floor ${fromFloor + 1}) imports src/${to} (floor ${toFloor + 1}): imports point down`,
      });
  }
  return problems;
}
