#!/usr/bin/env node
// The reference server's floors (rules and reasons in lint/serverFloors.mjs): every import in
// apps/reference-api/src points down. Part of `pnpm lint`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { serverFloorProblems } from "./lint/serverFloors.mjs";

const src = new URL("../apps/reference-api/src/", import.meta.url).pathname;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const problems = walk(src).flatMap((file) => {
  const rel = relative(src, file);
  return serverFloorProblems(rel, readFileSync(file, "utf8")).map(
    ({ line, why }) => `apps/reference-api/src/${rel}:${line}: ${why}`,
  );
});
if (problems.length > 0) {
  console.log(problems.join("\n"));
  console.log(`\nserver floors: ${problems.length} import(s) run back up`);
  process.exit(1);
}
console.log("server floors: every import in apps/reference-api/src points down");
