import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = join(appDir, "..", "reference-api");

/**
 * Every browser of the suite comes from 127.0.0.1, one client for the server's abuse limits: the suites sign in and
 * fail on purpose many times, the demo numbers more than 30 times in 10 minutes, so the per-client and per-number
 * limits are raised (tests of the limits live in reference-api).
 */
export const E2E_LIMITS: Record<string, string> = {
  OTP_REQUESTS_PER_WINDOW: "100000",
  OTP_CLIENT_REQUESTS_PER_WINDOW: "100000",
  OTP_GLOBAL_REQUESTS_PER_WINDOW: "100000",
  GUESS_FREE_TRIES: "100000",
  UI_LOG_PER_WINDOW: "100000",
  ANALYTICS_PER_WINDOW: "100000",
};

/** A reference server serving the built panel: its URL, its process, its log so far, and stop. */
export interface ReferenceServer {
  url: string;
  /** The server's process id (scripts/lighthouse.ts lowers its scheduling priority). */
  pid: number;
  log(): string;
  /** Stops the server; resolves once its process has exited (its port and data directory are free again). */
  stop(): Promise<void>;
}

/** Starts the reference server on a free port with a fresh data dir and OTP 12345; `env` adds settings. */
export async function startReferenceServer(env: Record<string, string> = {}): Promise<ReferenceServer> {
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
      // The auto-login test uses the temporary token the seed printed at start-up, often more than the default
      // 300 s later once the suites before it have run.
      TEMP_TOKEN_TTL: "3600",
      // No suite reaches the internet: the server's default tiles (OpenStreetMap) are off unless a suite gives a
      // local fake tile server (fakeTileServer.ts).
      MAP_TILE_URL: "off",
      ...E2E_LIMITS,
      ...env,
    },
  });
  let log = "";
  const exited =
    server.pid === undefined
      ? Promise.resolve()
      : new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = () => {
    if (server.pid && server.exitCode === null && server.signalCode === null) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already stopped
      }
    }
    server.stdout?.destroy();
    server.stderr?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    return server.exitCode === null && server.signalCode === null ? exited : Promise.resolve();
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
  try {
    return { url: await started, pid: server.pid ?? 0, log: () => log, stop };
  } catch (error) {
    void stop();
    throw error;
  }
}
