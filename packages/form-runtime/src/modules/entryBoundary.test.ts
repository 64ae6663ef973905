import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = join(dirname(fileURLToPath(import.meta.url)), "..");
const SPECIFIER =
  /(?:import|export)\s[^"']*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

function resolveLocal(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every source file and package import reachable from an entry through static and dynamic imports. */
function reach(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [join(src, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? "";
      if (spec.startsWith(".")) {
        const local = resolveLocal(file, spec);
        if (local) queue.push(local);
      } else packages.add(spec);
    }
  }
  return { files: [...files].map((f) => relative(src, f)), packages: [...packages] };
}

describe("entry boundaries", () => {
  it("keeps OpenLayers, world-atlas and src/map out of the main entry and src/modules", () => {
    for (const entry of ["index.ts", "modules/index.ts"]) {
      const { files, packages } = reach(entry);
      expect(files.length).toBeGreaterThan(5);
      expect(
        packages.filter((p) => p === "ol" || p.startsWith("ol/") || p.startsWith("world-atlas")),
      ).toEqual([]);
      expect(files.filter((f) => f.startsWith("map/"))).toEqual([]);
    }
  });

  it("finds OpenLayers behind the map entry (the walk itself works)", () => {
    const { packages } = reach("map/index.ts");
    expect(packages).toContain("ol/Map");
    expect(packages).toContain("world-atlas/countries-110m.json");
  });
});
