import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = join(appDir, "..", "reference-api");

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
  const dataDir = mkdtempSync(join(tmpdir(), "panel-e2e-"));
  const server: ChildProcess = spawn("node", ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      OTP_CODE: "12345",
      DATA_DIR: dataDir,
      PANEL_DIST: join(appDir, "dist"),
      SUPPORT_REPLY_DELAY_MS: "2500",
    },
  });
  let log = "";
  const stop = () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already stopped
      }
    }
    server.stdout?.destroy();
    server.stderr?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`reference server did not start:\n${log}`)), 120_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout?.on("data", onData);
    server.stderr?.on("data", onData);
    server.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`reference server exited (${code}):\n${log}`));
    });
  });
  let baseUrl: string;
  try {
    baseUrl = await started;
  } catch (error) {
    stop();
    throw error;
  }
  project.provide("baseUrl", baseUrl);
  // The server logs a single-use auto-login link for the natural demo account at start-up.
  for (let i = 0; i < 50 && !log.includes("temp_token="); i += 1)
    await new Promise((r) => setTimeout(r, 100));
  project.provide("autoLoginToken", /temp_token=([\w-]+)/.exec(log)?.[1] ?? "");
  return stop;
}
