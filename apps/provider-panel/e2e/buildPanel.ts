import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Builds the panel for the end-to-end suites, unless E2E_SKIP_BUILD=1 says dist/ is already built. */
export default function buildPanel(): void {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  // The test runner sets NODE_ENV=test; the panel under test must be the production build.
  const build = spawnSync("pnpm", ["exec", "vite", "build", "--logLevel", "warn"], {
    cwd: appDir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error("panel build failed");
}
