#!/usr/bin/env node
// Fails when a test file could make a green run lie: focused or skipped tests, placeholders, or a test file
// whose only assertions are snapshots.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const skipDirs = new Set(["node_modules", "dist", "storybook-static", ".data", ".git", "screenshots"]);
const testFile = /\.(test|spec|e2e|browser\.test)\.(ts|tsx|mjs|js)$/;
const forbidden = [
  [/\b(it|test|describe|suite)\.(only|skip|todo)\s*\(/, "focused, skipped or todo test"],
  [/\b(xit|xdescribe|fit|fdescribe)\s*\(/, "focused or skipped test"],
  [/expect\(\s*true\s*\)/, "expect(true) asserts nothing"],
];

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (skipDirs.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : testFile.test(name) ? [path] : [];
  });
}

const problems = [];
for (const file of walk(root)) {
  const text = readFileSync(file, "utf8");
  text.split("\n").forEach((line, i) => {
    for (const [pattern, why] of forbidden) {
      if (pattern.test(line)) problems.push(`${relative(root, file)}:${i + 1}: ${why}`);
    }
  });
  const snapshots = (text.match(/toMatch(Inline)?Snapshot\(/g) ?? []).length;
  const expects = (text.match(/\bexpect(\.poll)?\(/g) ?? []).length;
  if (snapshots > 0 && snapshots === expects)
    problems.push(`${relative(root, file)}: only snapshot assertions`);
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("test files: no focused, skipped, placeholder or snapshot-only tests");
