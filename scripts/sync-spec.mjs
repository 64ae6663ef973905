#!/usr/bin/env node
// Compares docs/spec/*.md with the team's specifications (shared/spec in the nearest folder above the checkout);
// with --write, copies them in. Fails when the specifications are not found or differ (without --write).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const files = ["access-and-account.md", "marketplace.md"];
const looked = [];
let source = null;
for (let dir = dirname(root); ; dir = dirname(dir)) {
  const candidate = resolve(dir, "shared", "spec");
  looked.push(candidate);
  if (existsSync(resolve(candidate, files[0]))) {
    source = candidate;
    break;
  }
  if (dirname(dir) === dir) break;
}
if (!source) {
  console.error(`sync-spec: shared/spec not found; looked in ${looked.join(", ")}`);
  process.exit(1);
}
const write = process.argv.includes("--write");
let differ = 0;
for (const name of files) {
  const upstream = readFileSync(resolve(source, name), "utf8");
  const copy = resolve(root, "docs", "spec", name);
  const current = existsSync(copy) ? readFileSync(copy, "utf8") : "";
  if (upstream === current) continue;
  differ += 1;
  if (write) writeFileSync(copy, upstream);
  console.log(`${write ? "updated" : "differs"}: docs/spec/${name}`);
}
console.log(differ ? "" : `sync-spec: docs/spec matches ${source}`);
if (differ && !write) process.exit(1);
