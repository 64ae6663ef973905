import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startReferenceServer } from "./referenceServer";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    autoLoginToken: string;
  }
}

/** Builds the panel, starts the reference server on a free port with a fresh data dir and OTP 12345, stops it after. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== "1") {
    // The test runner sets NODE_ENV=test; the panel under test must be the production build.
    const build = spawnSync("pnpm", ["exec", "vite", "build", "--logLevel", "warn"], {
      cwd: appDir,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error("panel build failed");
  }
  const server = await startReferenceServer();
  const baseUrl = server.url;
  project.provide("baseUrl", baseUrl);
  // The server logs a single-use auto-login link for the natural demo account at start-up.
  for (let i = 0; i < 50 && !server.log().includes("temp_token="); i += 1)
    await new Promise((r) => setTimeout(r, 100));
  project.provide("autoLoginToken", /temp_token=([\w-]+)/.exec(server.log())?.[1] ?? "");
  return server.stop;
}
