#!/usr/bin/env node
// Writes src/generated/operations.ts from openapi/provider-api.yaml (run by `pnpm gen`, formatted afterwards).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { operationRows, renderOperations } from "./operationRows.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const source = resolve(root, "../../openapi/provider-api.yaml");
const target = resolve(root, "src/generated/operations.ts");

const rows = operationRows(parse(readFileSync(source, "utf8")));
writeFileSync(target, renderOperations(rows));
console.log(`operations.ts: ${rows.length} operations`);
