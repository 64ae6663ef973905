#!/usr/bin/env node
// Every repository path named in the docs and READMEs exists (rule in scripts/lint/docPaths.mjs, tested beside
// it). Reads the tree git tracks, so a clean clone and a working copy with builds in it answer alike. The synced
// spec (docs/spec/) and the decision records are left out: the first is a copy of another repository's text, the
// second are dated records that name the files of their day. `pnpm lint` runs it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { missingDocPaths } from "./lint/docPaths.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
const known = new Set(files);
for (const file of files) {
  let dir = dirname(file);
  while (dir !== "." && !known.has(dir)) {
    known.add(dir);
    dir = dirname(dir);
  }
}
const all = [...known];
const folders = new Set(all.filter((p) => !files.includes(p)).map((p) => p.split("/").at(-1) ?? p));
const endsWith = (/** @type {string} */ tail) => all.some((p) => p === tail || p.endsWith(`/${tail}`));
const docs = files.filter((f) => f.endsWith(".md") && !f.startsWith("docs/spec/"));

// The folders .gitignore names (`dist/`, `screenshots/`…): what a doc says is written there is not in the tree.
const outputs = new Set(
  readFileSync(join(root, ".gitignore"), "utf8")
    .split("\n")
    .filter((line) => /^[^#*!].*\/$/.test(line.trim()))
    .map((line) => line.trim().replace(/\/$/, "").split("/").at(-1) ?? ""),
);

const problems = docs.flatMap((doc) =>
  missingDocPaths(doc, readFileSync(join(root, doc), "utf8"), {
    exists: (p) => known.has(p),
    endsWith,
    folders,
    outputs,
  }).map(({ line, why }) => `${doc}:${line}: ${why}`),
);
if (problems.length > 0) {
  console.log(problems.join("\n"));
  console.log(`\ndocs: ${problems.length} path(s) named in the docs do not exist`);
  process.exit(1);
}
console.log(`docs: every path named in ${docs.length} docs and READMEs exists`);
