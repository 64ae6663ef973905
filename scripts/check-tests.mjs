#!/usr/bin/env node
// Fails when a test file could make a green run lie: focused, skipped, todo or conditionally run tests
// (skipIf/runIf, ctx.skip()), placeholders, tests without an assertion, tests that pass silently when a fixture
// (../shared/spec, a data file) is absent, or a file whose only assertions are snapshots.
// The rules live in lint/testGuard.mjs, with their own tests beside them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { testFileProblems } from "./lint/testGuard.mjs";

const root = new URL("..", import.meta.url).pathname;
const skipDirs = new Set(["node_modules", "dist", "storybook-static", ".data", ".git", "screenshots"]);
const testFile = /\.(test|spec|e2e|browser\.test)\.(ts|tsx|mjs|js)$/;

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (skipDirs.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : testFile.test(name) ? [path] : [];
  });
}

const problems = walk(root).flatMap((file) =>
  testFileProblems(readFileSync(file, "utf8"), file).map(
    ({ line, why }) => `${relative(root, file)}${line > 0 ? `:${line}` : ""}: ${why}`,
  ),
);

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} problem(s) in test files`);
  process.exit(1);
}
console.log(
  "test files: no focused, skipped, conditional, assertion-free, fixture-dependent or snapshot-only tests",
);
