// Lighthouse over the access screens and the panel (issue 14): Debian's chromium, Lighthouse's default mobile
// settings (Moto G Power form factor, simulated 4× CPU / slow 4G throttling), the median of five runs per route,
// each route audited once the host's CPUs are quiet (scripts/quietHost.ts, at most 60 s of waiting).
// Fails below the targets: accessibility 100 and best practices 100 always; performance ≥ 95 is reported and only
// enforced with LIGHTHOUSE_ENFORCE_PERFORMANCE=1, because on the shared 2-core machines here the simulated 4× CPU
// slowdown multiplies whatever else runs (measured 40–64 under load): see docs/decisions/security-and-pwa.md.
//
//   node --import tsx scripts/lighthouse.ts [--runs=5] [--only=/signin] [--reports=DIR] [--traces=DIR] [--dist=DIR]
//   (needs pnpm build first)
//
// --only audits one route; --reports writes every run's full JSON report there (to read why a score is lost), and
// --traces the Chrome trace each report was computed from (what every main-thread task did);
// --dist serves another build (a copy of an earlier dist/), so two builds can be compared in paired runs.
// --cpu=calibrated replaces Lighthouse's fixed 4× CPU slowdown by the one its docs prescribe for this host's
// measured speed (scripts/cpuMultiplier.ts), measured again before each route; the default stays 4×.
//
// Signed-in routes: the panel keeps its session in localStorage (no cookie), so --extra-headers cannot sign in.
// Playwright drives the same chromium (over a debugging port Lighthouse connects to) through the real sign-in
// with the demo OTP; Lighthouse then runs with `disableStorageReset` so the tokens stay, after the service worker
// and Cache Storage of the origin are cleared and the HTTP cache emptied before each run, so every run is a cold
// load of a returning, signed-in user.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { chromium, type Page } from "playwright";
import { startReferenceServer } from "../e2e/referenceServer";
import { messages } from "../src/messages";
import { cpuMultiplier } from "./cpuMultiplier";
import { waitForQuietHost } from "./quietHost";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const launch = JSON.parse(readFileSync(join(appDir, "..", "..", "scripts", "chromium.json"), "utf8")) as {
  executablePath: string;
  args: string[];
};
const RUNS = Number(/--runs=(\d+)/.exec(process.argv.join(" "))?.[1] ?? 5);
const ONLY = /--only=(\S+)/.exec(process.argv.join(" "))?.[1];
const REPORTS = /--reports=(\S+)/.exec(process.argv.join(" "))?.[1];
const TRACES = /--traces=(\S+)/.exec(process.argv.join(" "))?.[1];
const CALIBRATED = process.argv.includes("--cpu=calibrated");
const DIST = /--dist=(\S+)/.exec(process.argv.join(" "))?.[1] ?? join(appDir, "dist");
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100 } as const;
type Category = keyof typeof TARGETS;
const ENFORCED: ReadonlySet<Category> = new Set(
  process.env.LIGHTHOUSE_ENFORCE_PERFORMANCE === "1"
    ? (Object.keys(TARGETS) as Category[])
    : ["accessibility", "best-practices"],
);
const warnings: string[] = [];
/** Lighthouse's mobile defaults (slow 4G), restated because `throttling` replaces the whole object. */
const DEFAULT_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

if (!existsSync(join(DIST, "index.html"))) {
  console.error(`lighthouse: no built panel in ${DIST} (run pnpm build first)`);
  process.exit(1);
}

const server = await startReferenceServer({ PANEL_DIST: DIST });
const port = await freePort();
const profile = mkdtempSync(join(tmpdir(), "lighthouse-profile-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: launch.executablePath,
  args: [...launch.args, `--remote-debugging-port=${port}`],
  viewport: { width: 390, height: 844 },
  locale: "fa-IR",
});
const failures: string[] = [];
const rows: string[] = [];

/** Empties the origin's service worker, Cache Storage and the HTTP cache (localStorage, the session, stays). */
async function coldCaches(page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", {
    origin: server.url,
    storageTypes: "service_workers,cache_storage",
  });
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
}

async function audit(path: string, page: Page, signedIn: boolean): Promise<void> {
  if (ONLY && ONLY !== path) return;
  const scores: Record<Category, number[]> = { performance: [], accessibility: [], "best-practices": [] };
  const metrics: Record<string, number[]> = { fcp: [], lcp: [], tbt: [], si: [] };
  const ids = {
    fcp: "first-contentful-paint",
    lcp: "largest-contentful-paint",
    tbt: "total-blocking-time",
    si: "speed-index",
  } as const;
  // The page's tasks are timed in wall-clock time: what still runs beside it (the suites before this one shutting
  // down, the sign-in below) would be counted as the page's blocking time.
  const quiet = await waitForQuietHost();
  console.log(
    `  ${path}: host ${Math.round(quiet.idle * 100)}% idle${quiet.waitedMs > 2500 ? ` after waiting ${Math.round(quiet.waitedMs / 1000)} s` : ""}`,
  );
  let multiplier = 4;
  if (CALIBRATED) {
    // A short pass (one audit, no throttling) only to read the host's benchmark index under the current load.
    const probe = await lighthouse(
      `${server.url}${path}`,
      { port, output: "json", logLevel: "error", onlyAudits: ["viewport"], throttlingMethod: "provided" },
      undefined,
    );
    const index = probe?.lhr.environment.benchmarkIndex ?? Number.NaN;
    multiplier = Math.round(cpuMultiplier(index) * 100) / 100;
    console.log(`  ${path}: benchmark index ${Math.round(index)} → CPU slowdown ${multiplier}×`);
  }
  for (let run = 0; run < RUNS; run += 1) {
    if (signedIn) await coldCaches(page);
    const result = await lighthouse(
      `${server.url}${path}`,
      {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(TARGETS),
        disableStorageReset: signedIn,
        ...(CALIBRATED ? { throttling: { ...DEFAULT_THROTTLING, cpuSlowdownMultiplier: multiplier } } : {}),
      },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${path}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${path.replaceAll("/", "_")}-${run}.json`), JSON.stringify(lhr));
    }
    if (TRACES) {
      mkdirSync(TRACES, { recursive: true });
      writeFileSync(
        join(TRACES, `${path.replaceAll("/", "_")}-${run}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== path)
      throw new Error(`${path} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
    for (const c of Object.keys(TARGETS) as Category[])
      scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
    for (const [k, id] of Object.entries(ids)) metrics[k]?.push(Number(lhr.audits[id]?.numericValue ?? 0));
    const failed = (Object.keys(TARGETS) as Category[]).flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a !== undefined && a.score !== null && a.score < 1)
        .map((a) => `${c}:${a?.id}`),
    );
    if (run === 0 && failed.length) console.log(`  ${path} audits below full marks: ${failed.join(", ")}`);
  }
  const m = Object.fromEntries(
    (Object.keys(TARGETS) as Category[]).map((c) => [c, median(scores[c])]),
  ) as Record<Category, number>;
  rows.push(
    `| ${path}${CALIBRATED ? ` (CPU ${multiplier}×)` : ""} | ${m.performance} | ${m.accessibility} | ${m["best-practices"]} | ${Object.keys(
      ids,
    )
      .map((k) => `${Math.round(median(metrics[k] ?? []))} ms`)
      .join(" | ")} |`,
  );
  for (const c of Object.keys(TARGETS) as Category[])
    if (m[c] < TARGETS[c])
      (ENFORCED.has(c) ? failures : warnings).push(
        `${path}: ${c} ${m[c]} < ${TARGETS[c]} (runs ${scores[c].join(", ")})`,
      );
}

const started = Date.now();
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await audit("/signin", page, false);

  await page.goto(`${server.url}/signin`);
  await page.getByLabel(messages.auth.phone).fill("09120000001");
  await page.getByRole("button", { name: messages.auth.getCode }).click();
  await page.waitForURL("**/signin/confirm");
  await page.getByLabel(messages.auth.code).fill("12345");
  await page.waitForURL(/\/panel$/, { timeout: 60_000 });
  await page.goto("about:blank");

  await audit("/panel", page, true);
  const routes = readFileSync(join(appDir, "src", "routeTree.gen.ts"), "utf8");
  if (routes.includes("'/panel/requests'") || routes.includes('"/panel/requests"'))
    await audit("/panel/requests", page, true);
  else
    console.log(
      "  /panel/requests: no such route in this build (issue 11's requests screen not merged): skipped",
    );
} finally {
  await context.close();
  server.stop();
  rmSync(profile, { recursive: true, force: true });
}

console.log(`\nLighthouse mobile, median of ${RUNS} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
console.log(
  "| route | performance | accessibility | best practices | FCP | LCP | TBT | Speed Index |\n|---|---|---|---|---|---|---|---|",
);
console.log(rows.join("\n"));
if (warnings.length) console.warn(`\nBelow target, reported only:\n${warnings.join("\n")}`);
if (failures.length) {
  console.error(`\nBelow target:\n${failures.join("\n")}`);
  process.exit(1);
}
