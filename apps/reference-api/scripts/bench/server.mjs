// Helpers of the measurement scripts: start a reference server as its own process (PGlite in a temp dir, or the
// PostgreSQL at a URL), read its RSS, sign a demo account in over HTTP.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Starts `apps/reference-api/src/main.ts` of the repository at `root` (so another worktree can be measured the same
 * way) and resolves once it listens. `databaseUrl` empty = PGlite in a fresh temp dir; `nodeArgs` go to node itself
 * (`--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startReferenceServer({ root, databaseUrl = "", env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "ref-bench-"));
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/main.ts"], {
    cwd: join(root, "apps/reference-api"),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      OTP_CODE: "12345",
      PANEL_DIST: join(dataDir, "no-panel"),
      SUPPORT_REPLY_DELAY_MS: "600000",
      MARKETPLACE_REPLY_DELAY_MS: "off",
      MARKETPLACE_ACCEPT_DELAY_MS: "off",
      MARKETPLACE_NEW_REQUEST_MS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (!output.includes("listening on")) return;
      // From here only a tail of the request log is kept: the whole of it grew a string searched on every chunk, and
      // the load generator in this process paid for it.
      const tail = (more) => {
        output = (output + more).slice(-2000);
      };
      child.stdout.off("data", onData).on("data", tail);
      child.stderr.off("data", onData).on("data", tail);
      resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited (${code}):\n${output.slice(-2000)}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a demo phone in with the fixed code; returns the access token. */
export async function signIn(url, phone) {
  const post = (path, body) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post("/api/profile/signin", { username: phone });
  const confirmed = await post("/api/profile/signin_confirm", {
    username: phone,
    signup: false,
    code: 12345,
  });
  const token = confirmed?.data?.token?.access_token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(confirmed)}`);
  return token;
}
