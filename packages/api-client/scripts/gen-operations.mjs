#!/usr/bin/env node
// Writes src/generated/operations.ts from openapi/provider-api.yaml (run by `pnpm gen`, formatted afterwards).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { notFetchedOperations, operationRows, renderOperations } from "./operationRows.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const source = resolve(root, "../../openapi/provider-api.yaml");
const target = resolve(root, "src/generated/operations.ts");

const doc = parse(readFileSync(source, "utf8"));
const rows = operationRows(doc);
writeFileSync(target, renderOperations(rows, notFetchedOperations(doc)));
console.log(`operations.ts: ${rows.length} operations`);
