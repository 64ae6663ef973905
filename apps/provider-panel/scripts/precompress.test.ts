import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress, precompressDir } from "./precompress.mjs";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressDir", () => {
  it("writes brotli and gzip twins that decompress to the file, skipping small, binary and dot-folder files", async () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(dir, "assets"));
    mkdirSync(join(dir, ".vite"));
    const js = `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `متن ${i}`))};`;
    const files: Record<string, string> = {
      "assets/app-1.js": js,
      "assets/app-1.css": `.a{color:red}\n`.repeat(200),
      "index.html": `<!doctype html>${"<meta name=x>".repeat(100)}`,
      "manifest.webmanifest": JSON.stringify({ name: "پنل".repeat(400) }),
      "assets/tiny-2.js": "console.log(1)",
      "assets/font-3.woff2": "w".repeat(4000),
      ".vite/chunks.json": JSON.stringify({ a: "b".repeat(4000) }),
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);

    const written = await precompressDir(dir);

    const compressed = ["assets/app-1.js", "assets/app-1.css", "index.html", "manifest.webmanifest"];
    expect(written.map((f) => f.path.slice(dir.length + 1)).sort()).toEqual([...compressed].sort());
    for (const name of compressed) {
      const original = files[name];
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString(), name).toBe(original);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString(), name).toBe(original);
    }
    for (const name of ["assets/tiny-2.js", "assets/font-3.woff2", ".vite/chunks.json"]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
    const app = written.find((f) => f.path.endsWith("app-1.js"));
    expect(app && app.br < app.gzip && app.gzip < app.raw).toBe(true);
  });
});

describe("precompress (the Vite plugin)", () => {
  // What the plugin reads of Vite's resolved config, and the hook it runs once the bundle is written.
  type Hooks = {
    configResolved: (config: { root: string; build: { outDir: string } }) => void;
    closeBundle: { handler: () => Promise<void> };
  };

  it("compresses the output directory, given relative to the root or absolute (vite build --outDir /tmp/x)", async () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    const body = `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `متن ${i}`))};`;
    for (const out of ["dist", join(dir, "elsewhere")]) {
      const outDir = out.startsWith("/") ? out : join(dir, out);
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, "app.js"), body);
      const plugin = precompress() as unknown as Hooks;
      plugin.configResolved({ root: dir, build: { outDir: out } });
      await plugin.closeBundle.handler();
      expect(existsSync(join(outDir, "app.js.br")), out).toBe(true);
      expect(existsSync(join(outDir, "app.js.gz")), out).toBe(true);
    }
  });
});
