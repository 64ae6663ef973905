#!/usr/bin/env node
// Regenerates the api-client types from the OpenAPI document and fails when the committed file differs,
// so the contract and the client can never drift apart.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

const file = "packages/api-client/src/generated/schema.ts";
const before = readFileSync(file, "utf8");
execSync("pnpm --filter @ceremony/api-client gen", { stdio: "inherit" });
const after = readFileSync(file, "utf8");
if (before !== after) {
  console.error(`${file} was stale: it has been regenerated; commit the change.`);
  process.exit(1);
}
console.log(`${file} matches openapi/provider-api.yaml`);
