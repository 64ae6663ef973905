// Where the contract test finds the repository's files and the specifications beside it.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
/** The specifications the repository was built against (copies of shared/spec; see docs/spec/README.md). */
export const SPEC_DIR = resolve(ROOT, "docs", "spec");
/** A UTF-8 text file. */
export const read = (file: string): string => readFileSync(file, "utf8");
