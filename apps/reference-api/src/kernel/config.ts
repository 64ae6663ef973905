import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { LogFormat } from "./log";
import { type MapTiles, mapTilesFromEnv } from "./mapTiles";

/** Runtime settings, read once from the environment (see README for each variable). */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when empty the embedded PGlite in `dataDir` is used. */
  databaseUrl: string;
  /** PGlite data directory, or `memory://` for tests. */
  dataDir: string;
  /** Tests only: a PGlite data-dir dump (already migrated) that `memory://` databases start from, skipping initdb. */
  pgliteTemplate: string;
  /** Where uploads in progress are written (always), and the stored files too when `uploadStorage` is `disk`. */
  uploadDir: string;
  /**
   * Where uploaded files are kept (UPLOAD_STORAGE): `disk` (uploadDir, one instance), `postgres` (the database,
   * seen by every instance on it), `s3` (an S3-compatible bucket). Default: `postgres` with DATABASE_URL, else `disk`.
   */
  uploadStorage: "disk" | "postgres" | "s3";
  /** The bucket when `uploadStorage` is `s3` (UPLOAD_S3_ENDPOINT, _BUCKET, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY). */
  uploadS3: UploadS3Settings | null;
  /** Origins allowed by CORS; empty = same origin only. */
  corsOrigins: string[];
  /** When set, every one-time code has this value (demos and tests). */
  otpCode: string | null;
  otpTtlSeconds: number;
  /** Wrong tries one code takes before it is burnt (the owner asks for a new one; the number is never locked). */
  otpMaxWrongTries: number;
  /** Code requests allowed per number from one network (IPv4 /24, IPv6 /64) per window. */
  otpRequestsPerWindow: number;
  otpWindowSeconds: number;
  /** Code requests allowed per client (IP) per window, for any numbers. */
  otpClientRequestsPerWindow: number;
  otpClientWindowSeconds: number;
  /** Code requests allowed per network (IPv4 /24, IPv6 /64) per client window, for any numbers. */
  otpPrefixRequestsPerWindow: number;
  /**
   * SMS sent to one number per `otpSmsWindowSeconds` on requests from networks its account never signed in from;
   * a request over it answers as sent, sends nothing and keeps the last code sent alive.
   */
  otpSmsPerNumber: number;
  otpSmsWindowSeconds: number;
  /** Codes sent in total per window (caps the SMS bill whatever the spread of clients). */
  otpGlobalRequestsPerWindow: number;
  otpGlobalWindowSeconds: number;
  /** Codes per global window kept for existing accounts once the shared budget is spent (a flood of sign-ups). */
  otpGlobalAccountReserve: number;
  /** Wrong tries on one code from all networks together after which a network that already failed is done. */
  otpCodeWrongCeiling: number;
  /** How long a network an account signed in from stays known (skips the stranger limits). */
  knownClientSeconds: number;
  /** Wrong codes/passwords a client (or, for passwords, a number) may make before delays start. */
  guessFreeTries: number;
  /** First delay after the free tries; each further wrong try doubles it, up to `guessMaxDelaySeconds`. */
  guessBaseDelaySeconds: number;
  guessMaxDelaySeconds: number;
  /** A guesser's count starts again after this long without a wrong try. */
  guessResetSeconds: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted (0: the socket's address). */
  trustProxyHops: number;
  /** A refresh token reused within this many seconds of its exchange answers the same new pair (two tabs). */
  refreshReuseGraceSeconds: number;
  /** How often open WebSockets are checked against their session (expiry, revocation, profile access). */
  wsSessionCheckMs: number;
  /** UI log: entries per client per window, longest entry (bytes, the rest is cut), rows kept (oldest dropped). */
  uiLogPerWindow: number;
  uiLogWindowSeconds: number;
  uiLogMaxEntryBytes: number;
  uiLogMaxRows: number;
  /** Analytics batches per client per window (the events are logged, not stored). */
  analyticsPerWindow: number;
  analyticsWindowSeconds: number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  tempTokenTtlSeconds: number;
  /** Largest uploaded file. */
  maxUploadBytes: number;
  /** Largest request body (all files of one upload together). */
  maxRequestBytes: number;
  /** Bytes one user may store in uploads (originals and size variants together). */
  uploadQuotaBytes: number;
  /** Bytes one address may store per `uploadClientWindowSeconds`, whatever the users (one address signs up many). */
  uploadClientBytesPerWindow: number;
  uploadClientWindowSeconds: number;
  /** Delay before the simulated support expert answers a ticket. */
  supportReplyDelayMs: number;
  /** Built panel to serve (SPA); ignored when missing. */
  panelDist: string;
  /** LOG_FORMAT: `json` (default: one object per line, for collectors) or `pretty` (readable, `pnpm dev`). */
  logFormat: LogFormat;
  /** LOG_REQUESTS: one `request` line per request (default on; `off` where another layer logs them). */
  logRequests: boolean;
  /** SHUTDOWN_TIMEOUT_MS: on SIGTERM, in-flight requests get this long to finish before connections are cut. */
  shutdownTimeoutMs: number;
  /**
   * SHUTDOWN_DELAY_MS: on SIGTERM, how long /readyz answers 503 while the server still accepts, so a balancer that
   * polls readiness stops sending first (0: stop accepting at once; a proxy retries refused connections).
   */
  shutdownDelayMs: number;
  /** The OpenAPI document requests are validated against. */
  openapiPath: string;
  /**
   * Public origin of this server (`PUBLIC_URL`, no trailing slash): absolute links handed out (the payment link)
   * start with it. Default: http://<host>:<port>, with localhost for a wildcard host.
   */
  publicUrl: string;
  /** Panel path the payment page returns to. */
  walletReturnPath: string;
  /** The map's tile source (MAP_TILE_URL…), in the initial data and the panel's CSP; null draws the offline base. */
  mapTiles: MapTiles | null;
}

/** An S3-compatible bucket, path-style addressed at `endpoint`. */
export interface UploadS3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function uploadStorageOf(env: NodeJS.ProcessEnv, databaseUrl: string): Config["uploadStorage"] {
  const value = env.UPLOAD_STORAGE?.trim() || (databaseUrl ? "postgres" : "disk");
  if (value !== "disk" && value !== "postgres" && value !== "s3")
    throw new Error("UPLOAD_STORAGE must be disk, postgres or s3");
  if (value === "postgres" && !databaseUrl) throw new Error("UPLOAD_STORAGE=postgres needs DATABASE_URL");
  return value;
}

function uploadS3Of(env: NodeJS.ProcessEnv): UploadS3Settings | null {
  const endpoint = env.UPLOAD_S3_ENDPOINT?.trim() ?? "";
  if (endpoint === "") return null;
  const need = (name: string) => {
    const value = env[name]?.trim() ?? "";
    if (value === "") throw new Error(`${name} is required with UPLOAD_S3_ENDPOINT`);
    return value;
  };
  return {
    endpoint,
    bucket: need("UPLOAD_S3_BUCKET"),
    region: env.UPLOAD_S3_REGION?.trim() || "us-east-1",
    accessKeyId: need("UPLOAD_S3_ACCESS_KEY_ID"),
    secretAccessKey: need("UPLOAD_S3_SECRET_ACCESS_KEY"),
  };
}

function logFormatOf(raw: string | undefined): LogFormat {
  const value = raw?.trim() || "json";
  if (value !== "json" && value !== "pretty") throw new Error("LOG_FORMAT must be json or pretty");
  return value;
}

/**
 * Repository root: the nearest folder above this module holding pnpm-workspace.yaml. Searched, not counted, because
 * the module runs from src/kernel under tsx and from the bundled dist/main.js in production.
 */
export const repoRoot = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    if (dirname(dir) === dir) return resolve(from, "../../../..");
  }
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Not a number in environment: ${value}`);
  return n;
}

/** Reads the configuration from `env` (default `process.env`), with overrides for tests. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const otp = env.OTP_CODE?.trim() ?? "";
  if (otp !== "" && !/^[1-9]\d{4}$/.test(otp))
    throw new Error("OTP_CODE must be 5 digits not starting with 0");
  const dataDir = env.DATA_DIR?.trim() || join(repoRoot, ".data");
  const databaseUrl = env.DATABASE_URL?.trim() ?? "";
  const config: Config = {
    port: int(env.PORT, 8080),
    host: env.HOST?.trim() || "0.0.0.0",
    databaseUrl,
    dataDir,
    pgliteTemplate: env.PGLITE_TEMPLATE?.trim() ?? "",
    uploadDir:
      env.UPLOAD_DIR?.trim() ||
      join(dataDir.startsWith("memory://") ? join(repoRoot, ".data") : dataDir, "uploads"),
    uploadStorage: uploadStorageOf(env, databaseUrl),
    uploadS3: uploadS3Of(env),
    corsOrigins: (env.CORS_ORIGINS ?? "http://localhost:5173,http://127.0.0.1:5173")
      .split(",")
      .map((o) => o.trim())
      .filter((o) => o !== ""),
    otpCode: otp === "" ? null : otp,
    otpTtlSeconds: int(env.OTP_TTL, 120),
    otpMaxWrongTries: int(env.OTP_MAX_WRONG, 5),
    otpRequestsPerWindow: int(env.OTP_REQUESTS_PER_WINDOW, 30),
    otpWindowSeconds: int(env.OTP_WINDOW_SECONDS, 600),
    otpClientRequestsPerWindow: int(env.OTP_CLIENT_REQUESTS_PER_WINDOW, 20),
    otpClientWindowSeconds: int(env.OTP_CLIENT_WINDOW_SECONDS, 600),
    otpPrefixRequestsPerWindow: int(env.OTP_PREFIX_REQUESTS_PER_WINDOW, 60),
    otpSmsPerNumber: int(env.OTP_SMS_PER_NUMBER, 3),
    otpSmsWindowSeconds: int(env.OTP_SMS_WINDOW_SECONDS, 3600),
    otpGlobalRequestsPerWindow: int(env.OTP_GLOBAL_REQUESTS_PER_WINDOW, 300),
    otpGlobalWindowSeconds: int(env.OTP_GLOBAL_WINDOW_SECONDS, 60),
    otpGlobalAccountReserve: int(env.OTP_GLOBAL_ACCOUNT_RESERVE, 100),
    otpCodeWrongCeiling: int(env.OTP_CODE_WRONG_CEILING, 20),
    knownClientSeconds: int(env.KNOWN_CLIENT_SECONDS, 90 * 24 * 3600),
    guessFreeTries: int(env.GUESS_FREE_TRIES, 5),
    guessBaseDelaySeconds: int(env.GUESS_BASE_DELAY_SECONDS, 5),
    guessMaxDelaySeconds: int(env.GUESS_MAX_DELAY_SECONDS, 900),
    guessResetSeconds: int(env.GUESS_RESET_SECONDS, 3600),
    trustProxyHops: int(env.TRUST_PROXY_HOPS, 0),
    refreshReuseGraceSeconds: int(env.REFRESH_REUSE_GRACE_SECONDS, 10),
    wsSessionCheckMs: int(env.WS_SESSION_CHECK_MS, 5000),
    uiLogPerWindow: int(env.UI_LOG_PER_WINDOW, 30),
    uiLogWindowSeconds: int(env.UI_LOG_WINDOW_SECONDS, 60),
    uiLogMaxEntryBytes: int(env.UI_LOG_MAX_ENTRY_BYTES, 8192),
    uiLogMaxRows: int(env.UI_LOG_MAX_ROWS, 10_000),
    analyticsPerWindow: int(env.ANALYTICS_PER_WINDOW, 60),
    analyticsWindowSeconds: int(env.ANALYTICS_WINDOW_SECONDS, 60),
    accessTtlSeconds: int(env.ACCESS_TTL, 900),
    refreshTtlSeconds: int(env.REFRESH_TTL, 30 * 24 * 3600),
    tempTokenTtlSeconds: int(env.TEMP_TOKEN_TTL, 300),
    maxUploadBytes: int(env.MAX_UPLOAD_BYTES, 10 * 1024 * 1024),
    maxRequestBytes: int(env.MAX_REQUEST_BYTES, 25 * 1024 * 1024),
    uploadQuotaBytes: int(env.UPLOAD_QUOTA_BYTES, 200 * 1024 * 1024),
    uploadClientBytesPerWindow: int(env.UPLOAD_CLIENT_BYTES_PER_WINDOW, 400 * 1024 * 1024),
    uploadClientWindowSeconds: int(env.UPLOAD_CLIENT_WINDOW_SECONDS, 24 * 3600),
    supportReplyDelayMs: int(env.SUPPORT_REPLY_DELAY_MS, 5000),
    panelDist: env.PANEL_DIST?.trim() || join(repoRoot, "apps/provider-panel/dist"),
    logFormat: logFormatOf(env.LOG_FORMAT),
    logRequests: env.LOG_REQUESTS?.trim() !== "off",
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    shutdownDelayMs: int(env.SHUTDOWN_DELAY_MS, 0),
    openapiPath: env.OPENAPI_PATH?.trim() || join(repoRoot, "openapi/provider-api.yaml"),
    publicUrl: "",
    walletReturnPath: "/panel/wallet/receipts",
    mapTiles: mapTilesFromEnv(env),
    ...overrides,
  };
  if (config.publicUrl === "") config.publicUrl = publicUrlOf(env.PUBLIC_URL, config.host, config.port);
  return config;
}

/** PUBLIC_URL validated and without its trailing slash, or the default from host and port. */
export function publicUrlOf(raw: string | undefined, host: string, port: number): string {
  const value = raw?.trim() ?? "";
  if (value === "") {
    const name = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host;
    return `http://${name.includes(":") ? `[${name}]` : name}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("PUBLIC_URL must be http(s)");
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** True when the built panel exists and can be served. */
export function hasPanel(config: Config): boolean {
  return existsSync(join(config.panelDist, "index.html"));
}
