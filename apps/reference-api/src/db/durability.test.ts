import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { freshDatabase, usingPostgres } from "../testing/testDatabase";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "../..");
let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts `src/main.ts` as its own process; resolves when it listens (or rejects with its output when it exits). */
function startProcess(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(dataDir, "uploads"),
    OTP_CODE: "12345",
    DATABASE_URL: database.databaseUrl,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: packageDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let text = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("reference API listening")) resolve({ child, output: () => text });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) =>
      reject(Object.assign(new Error(`exited with ${code}: ${text}`), { code, text })),
    );
  });
}

async function json(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const r = await fetch(url, { ...init, headers: { "content-type": "application/json", ...init.headers } });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "ref-durable-"));
  database = await freshDatabase();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("durability", () => {
  it("a committed write survives SIGKILL and restart; a second process on the same data dir is refused", async () => {
    const port = await freePort();
    const first = await startProcess(port);
    const base = `http://127.0.0.1:${port}`;
    const phone = DEMO_ACCOUNTS.natural.phone;
    await json(`${base}/api/profile/signin`, { method: "POST", body: JSON.stringify({ username: phone }) });
    const confirm = await json(`${base}/api/profile/signin_confirm`, {
      method: "POST",
      body: JSON.stringify({ username: phone, signup: false, code: 12345 }),
    });
    const token = (confirm.body.data as { token: { access_token: string } }).token.access_token;
    const headers = { authorization: `Bearer ${token}`, "profile-id": "101" };

    if (!usingPostgres()) {
      const second = await startProcess(await freePort()).catch((e: Error & { text?: string }) => e);
      expect(second).toBeInstanceOf(Error);
      expect((second as Error & { text: string }).text).toContain("is in use by another server");
    }

    const created = await json(`${base}/api/ticket/create`, {
      method: "POST",
      headers,
      body: JSON.stringify({ subject: "پس از قطع برق", description: "باید بماند", section_id: null }),
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as { id: number }).id;
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));

    const port2 = await freePort();
    const restarted = await startProcess(port2);
    const got = await json(`http://127.0.0.1:${port2}/api/ticket/get?id=${id}`, { headers });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ id, subject: "پس از قطع برق" });
    // The seed ran once: the restart did not seed again.
    expect(restarted.output()).not.toContain("seeded");
    restarted.child.kill("SIGTERM");
    await new Promise((r) => restarted.child.once("exit", r));
  }, 120_000);
});
