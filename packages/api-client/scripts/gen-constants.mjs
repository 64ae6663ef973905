#!/usr/bin/env node
// Writes src/generated/constants.ts from openapi/provider-api.yaml (run by `pnpm gen`, formatted afterwards).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { renderConstants } from "./contractConstants.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const source = resolve(root, "../../openapi/provider-api.yaml");
writeFileSync(
  resolve(root, "src/generated/constants.ts"),
  renderConstants(parse(readFileSync(source, "utf8"))),
);
console.log("constants.ts: enums and page size");
