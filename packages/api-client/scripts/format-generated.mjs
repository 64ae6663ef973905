#!/usr/bin/env node
// Formats the generated files with the repository's Biome settings. Biome ignores `generated/` folders (they are
// never linted) and echoes ignored paths unformatted, so the text goes through stdin under a plain file name.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
for (const name of ["schema.ts", "operations.ts", "constants.ts"]) {
  const file = resolve(root, "src/generated", name);
  const result = spawnSync("biome", ["format", `--stdin-file-path=${name}`], {
    cwd: root,
    input: readFileSync(file, "utf8"),
    encoding: "utf8",
    shell: process.platform === "win32",
  });
  if (result.status !== 0 || !result.stdout) {
    console.error(result.stderr || result.error?.message);
    process.exit(1);
  }
  writeFileSync(file, result.stdout);
}
