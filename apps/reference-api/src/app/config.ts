import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

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
  /** Where uploaded files are written. */
  uploadDir: string;
  /** Origins allowed by CORS; empty = same origin only. */
  corsOrigins: string[];
  /** When set, every one-time code has this value (demos and tests). */
  otpCode: string | null;
  otpTtlSeconds: number;
  /** Wrong codes before the number is locked, and for how long. */
  otpMaxWrongTries: number;
  otpLockSeconds: number;
  /** Code requests allowed per number per window. */
  otpRequestsPerWindow: number;
  otpWindowSeconds: number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  tempTokenTtlSeconds: number;
  /** Largest uploaded file. */
  maxUploadBytes: number;
  /** Largest request body (all files of one upload together). */
  maxRequestBytes: number;
  /** Bytes one user may store in uploads (originals and size variants together). */
  uploadQuotaBytes: number;
  /** Delay before the simulated support expert answers a ticket. */
  supportReplyDelayMs: number;
  /** Built panel to serve (SPA); ignored when missing. */
  panelDist: string;
  /** The OpenAPI document requests are validated against. */
  openapiPath: string;
  /**
   * Public origin of this server (`PUBLIC_URL`, no trailing slash): absolute links handed out (the payment link)
   * start with it. Default: http://<host>:<port>, with localhost for a wildcard host.
   */
  publicUrl: string;
  /** Panel path the payment page returns to. */
  walletReturnPath: string;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Repository root (apps/reference-api/src/app → four levels up). */
export const repoRoot = resolve(here, "../../../..");

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
  const config: Config = {
    port: int(env.PORT, 8080),
    host: env.HOST?.trim() || "0.0.0.0",
    databaseUrl: env.DATABASE_URL?.trim() ?? "",
    dataDir,
    pgliteTemplate: env.PGLITE_TEMPLATE?.trim() ?? "",
    uploadDir:
      env.UPLOAD_DIR?.trim() ||
      join(dataDir.startsWith("memory://") ? join(repoRoot, ".data") : dataDir, "uploads"),
    corsOrigins: (env.CORS_ORIGINS ?? "http://localhost:5173,http://127.0.0.1:5173")
      .split(",")
      .map((o) => o.trim())
      .filter((o) => o !== ""),
    otpCode: otp === "" ? null : otp,
    otpTtlSeconds: int(env.OTP_TTL, 120),
    otpMaxWrongTries: int(env.OTP_MAX_WRONG, 5),
    otpLockSeconds: int(env.OTP_LOCK_SECONDS, 600),
    otpRequestsPerWindow: int(env.OTP_REQUESTS_PER_WINDOW, 30),
    otpWindowSeconds: int(env.OTP_WINDOW_SECONDS, 600),
    accessTtlSeconds: int(env.ACCESS_TTL, 900),
    refreshTtlSeconds: int(env.REFRESH_TTL, 30 * 24 * 3600),
    tempTokenTtlSeconds: int(env.TEMP_TOKEN_TTL, 300),
    maxUploadBytes: int(env.MAX_UPLOAD_BYTES, 10 * 1024 * 1024),
    maxRequestBytes: int(env.MAX_REQUEST_BYTES, 25 * 1024 * 1024),
    uploadQuotaBytes: int(env.UPLOAD_QUOTA_BYTES, 200 * 1024 * 1024),
    supportReplyDelayMs: int(env.SUPPORT_REPLY_DELAY_MS, 5000),
    panelDist: env.PANEL_DIST?.trim() || join(repoRoot, "apps/provider-panel/dist"),
    openapiPath: env.OPENAPI_PATH?.trim() || join(repoRoot, "openapi/provider-api.yaml"),
    publicUrl: "",
    walletReturnPath: "/panel/wallet/receipts",
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
