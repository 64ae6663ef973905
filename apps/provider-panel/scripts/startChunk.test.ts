import { describe, expect, it } from "vitest";
import { isBarrel, startChunk } from "./startChunk.mjs";

interface Node {
  code?: string;
  imports?: string[];
  dynamic?: string[];
  entry?: boolean;
}

/** A module graph as rolldown's getModuleInfo gives it. */
function graph(nodes: Record<string, Node>) {
  const info = (id: string) => {
    const n = nodes[id];
    if (!n) return null;
    return {
      id,
      code: n.code ?? "export const x = 1;",
      isEntry: n.entry ?? false,
      importedIds: n.imports ?? [],
      dynamicallyImportedIds: n.dynamic ?? [],
      importers: Object.keys(nodes).filter((k) => nodes[k]?.imports?.includes(id)),
      dynamicImporters: Object.keys(nodes).filter((k) => nodes[k]?.dynamic?.includes(id)),
    };
  };
  return { getModuleInfo: info as never };
}

describe("isBarrel", () => {
  it("is true for a module of re-exports only, false once it has code of its own", () => {
    expect(isBarrel({ code: 'export { a } from "./a.js";\nexport {\n  b,\n  c\n} from "./b.js";\n' })).toBe(
      true,
    );
    expect(isBarrel({ code: '/* c */ export * from "./a.js";\nimport "./side.js";' })).toBe(true);
    expect(isBarrel({ code: 'import { a } from "./a.js";\nexport const b = a + 1;' })).toBe(false);
    expect(isBarrel({ code: "" })).toBe(false);
  });
});

describe("startChunk", () => {
  const nodes: Record<string, Node> = {
    main: { entry: true, imports: ["react", "lib/index"], dynamic: ["route"] },
    react: {},
    "lib/index": {
      code: 'export { used } from "./used.js";\nexport { unused } from "./unused.js";',
      imports: ["lib/used", "lib/unused"],
    },
    "lib/used": {},
    "lib/unused": {},
    route: { imports: ["react", "form", "lib/unused"] },
    form: {},
  };

  it("names what the entry imports statically 'start', and leaves the rest to automatic splitting", () => {
    const name = startChunk();
    const ctx = graph(nodes);
    // The first call (any module) finds the entry by walking up the importers.
    expect(name("form", ctx)).toBeNull();
    expect(name("main", ctx)).toBe("start");
    expect(name("react", ctx)).toBe("start");
    expect(name("lib/index", ctx)).toBe("start");
    expect(name("route", ctx)).toBeNull();
  });

  it("does not walk through a barrel: what hides behind it is not start code by that path alone", () => {
    const name = startChunk();
    const ctx = graph(nodes);
    expect(name("lib/used", ctx)).toBeNull();
    expect(name("lib/unused", ctx)).toBeNull();
  });
});
