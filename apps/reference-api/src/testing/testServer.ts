import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningServer, startServer } from "../app/startServer";
import type { TokenSet } from "../auth/tokens";
import type { Feature } from "../context/feature";
import { loadOpenApi, type OpenApiDocument } from "../http/openapi";
import { manualClock } from "../kernel/clock";
import { type Config, loadConfig } from "../kernel/config";
import { type LogFormat, memoryLogger } from "../kernel/log";
import { DEMO_OTP_CODE } from "../seed/accounts";
import { type ContractChecker, createContractChecker } from "./contract";
import { checkAnswers } from "./contractAnswers";
import { freshDatabase } from "./testDatabase";

/** The demo one-time code every test server uses. */
export const TEST_OTP = DEMO_OTP_CODE;

let cachedDoc: OpenApiDocument | null = null;
let cachedChecker: ContractChecker | null = null;

/** The repository's OpenAPI document, parsed once per test file. */
export function testOpenApi(): OpenApiDocument {
  cachedDoc ??= loadOpenApi(loadConfig({}).openapiPath);
  return cachedDoc;
}

/** The contract checker of the repository's document, built once per test file. */
export function testContract(): ContractChecker {
  cachedChecker ??= createContractChecker(testOpenApi());
  return cachedChecker;
}

/** Per-client and global abuse limits raised out of the way (see createTestServer). */
export const RELAXED_LIMITS = {
  otpClientRequestsPerWindow: 100_000,
  otpPrefixRequestsPerWindow: 100_000,
  otpSmsPerNumber: 100_000,
  otpGlobalRequestsPerWindow: 100_000,
  guessFreeTries: 100_000,
  uiLogPerWindow: 100_000,
  analyticsPerWindow: 100_000,
} satisfies Partial<Config>;

/** A seeded server on a fresh database (in-memory PGlite, or PostgreSQL under test:pg) with a movable clock. */
export interface TestServer extends RunningServer {
  /** The server's clock: `advance(ms)` expires codes and tokens without waiting. */
  clock: ReturnType<typeof manualClock>;
  /** Every log line (one-time codes are read from here). */
  log: ReturnType<typeof memoryLogger>;
  /** The contract checker of the repository's document. */
  contract: ContractChecker;
  /** Signs a phone in with the test code; returns its tokens. */
  signIn(phone: string): Promise<TokenSet>;
}

/** Options of createTestServer. */
export interface TestServerOptions {
  /** Features to mount (every feature: `allFeatures` from src/allFeatures.ts). */
  features: readonly Feature[];
  /** Config overrides on top of the test defaults (fixed code, temporary upload dir, port 0). */
  config?: Partial<Config>;
  /** true: listen on 127.0.0.1 with a free port (WebSocket tests); default: `built.app.request` only. */
  listen?: boolean;
  /** How `log` keeps its lines: readable (default) or the JSON lines the server writes in production. */
  logFormat?: LogFormat;
}

/** Starts a test server; `listen: true` opens a real socket on 127.0.0.1 (port 0) for WebSocket tests. */
export async function createTestServer(options: TestServerOptions): Promise<TestServer> {
  const db = await freshDatabase();
  const uploadDir = mkdtempSync(join(tmpdir(), "ref-uploads-"));
  const config = loadConfig(
    { OTP_CODE: TEST_OTP },
    {
      databaseUrl: db.databaseUrl,
      dataDir: db.dataDir,
      uploadDir,
      // Under test:pg the files live in the database, as they do in production on PostgreSQL.
      uploadStorage: db.databaseUrl ? "postgres" : "disk",
      port: 0,
      host: "127.0.0.1",
      supportReplyDelayMs: 60_000,
      // Every `app.request` call comes from one client ("local"): suites that sign in or fail on purpose many
      // times must not trip the per-client and global limits. Tests of those limits set their own values.
      ...RELAXED_LIMITS,
      ...options.config,
    },
  );
  const clock = manualClock(Date.now());
  const log = memoryLogger(options.logFormat);
  const contract = testContract();
  const server = await startServer({
    config,
    clock,
    log,
    openapi: testOpenApi(),
    listen: options.listen ?? false,
    outermost: checkAnswers(contract),
    features: options.features,
  });
  return {
    ...server,
    clock,
    log,
    contract,
    async close() {
      await server.close();
      await db.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
    async signIn(phone) {
      const app = server.built.app;
      await contract.call(app, "signin", { body: { username: phone } });
      const confirmed = await contract.call(app, "signinConfirm", {
        body: { username: phone, signup: false, code: Number(TEST_OTP) },
      });
      if (confirmed.status !== 200)
        throw new Error(`sign-in of ${phone} failed: ${JSON.stringify(confirmed.body)}`);
      return (confirmed.body as { data: { token: TokenSet } }).data.token;
    },
  };
}
