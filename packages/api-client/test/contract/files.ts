// Where the contract test finds the repository's files and the specifications beside it.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
/**
 * The specifications: `shared/spec` in the nearest folder above the repository that has one (beside the checkout
 * in CI and on the team machine; one level further up from a worktree under `wt/`). Without it the check that
 * compares the fixture with the specifications cannot run, so the test fails and says where it looked.
 */
export function findSpecDir(from: string = ROOT): string {
  const looked: string[] = [];
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const candidate = resolve(dir, "shared", "spec");
    looked.push(candidate);
    if (existsSync(resolve(candidate, "marketplace.md"))) return candidate;
    if (dirname(dir) === dir) break;
  }
  throw new Error(`the specifications (shared/spec/*.md) were not found; looked in ${looked.join(", ")}`);
}
/** A UTF-8 text file. */
export const read = (file: string): string => readFileSync(file, "utf8");
