#!/usr/bin/env node
// Regenerates the api-client's generated files (openapi-typescript types, the runtime operation table and the
// contract's named constants) from the OpenAPI document and fails when a committed file differs, so the contract
// and the client never drift apart.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const files = [
  "packages/api-client/src/generated/schema.ts",
  "packages/api-client/src/generated/operations.ts",
  "packages/api-client/src/generated/constants.ts",
];
const read = (file) => (existsSync(file) ? readFileSync(file, "utf8") : null);
const before = files.map(read);
execSync("pnpm --filter @ceremony/api-client gen", { stdio: "inherit" });
const stale = files.filter((file, i) => read(file) !== before[i]);
if (stale.length > 0) {
  for (const file of stale) console.error(`${file} was stale: it has been regenerated; commit the change.`);
  process.exit(1);
}
console.log(`${files.join(", ")} match openapi/provider-api.yaml`);
// The panel's preloaded font faces are cut from the font package by a script too.
execSync("node apps/provider-panel/scripts/subsetFonts.mjs --check", { stdio: "inherit" });
