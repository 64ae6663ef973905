import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { inputsHash, isUpToDate, writeStamp } from "./buildStamp.mjs";

function tree() {
  const root = mkdtempSync(join(tmpdir(), "stamp-"));
  mkdirSync(join(root, "src/deep"), { recursive: true });
  mkdirSync(join(root, "src/node_modules"), { recursive: true });
  writeFileSync(join(root, "src/a.ts"), "a");
  writeFileSync(join(root, "src/deep/b.ts"), "b");
  writeFileSync(join(root, "index.html"), "<html>");
  return root;
}
const INPUTS = ["src", "index.html", "missing.json"];

test("the hash changes with an edit, an addition, a removal, a rename and the environment", () => {
  const root = tree();
  const first = inputsHash(root, INPUTS);
  assert.equal(inputsHash(root, INPUTS), first, "stable for the same tree");
  writeFileSync(join(root, "src/deep/b.ts"), "b2");
  const edited = inputsHash(root, INPUTS);
  assert.notEqual(edited, first);
  writeFileSync(join(root, "src/c.ts"), "c");
  const added = inputsHash(root, INPUTS);
  assert.notEqual(added, edited);
  renameSync(join(root, "src/c.ts"), join(root, "src/d.ts"));
  const renamed = inputsHash(root, INPUTS);
  assert.notEqual(renamed, added);
  rmSync(join(root, "src/d.ts"));
  assert.equal(inputsHash(root, INPUTS), edited, "back to the edited tree");
  assert.notEqual(inputsHash(root, INPUTS, { VITE_X: "1" }), edited);
});

test("what a build does not read (node_modules, dist) leaves the hash alone", () => {
  const root = tree();
  const before = inputsHash(root, INPUTS);
  writeFileSync(join(root, "src/node_modules/x.js"), "x");
  mkdirSync(join(root, "src/dist"));
  writeFileSync(join(root, "src/dist/y.js"), "y");
  assert.equal(inputsHash(root, INPUTS), before);
});

test("a build is up to date only with the stamp of the same inputs", () => {
  const root = tree();
  const out = join(root, "dist");
  mkdirSync(out);
  const hash = inputsHash(root, INPUTS);
  assert.equal(isUpToDate(out, hash), false, "no stamp: build");
  writeStamp(out, hash);
  assert.equal(isUpToDate(out, hash), true);
  writeFileSync(join(root, "src/a.ts"), "changed");
  assert.equal(isUpToDate(out, inputsHash(root, INPUTS)), false);
});
