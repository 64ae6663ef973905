// Lighthouse over the access screens and the panel (issue 14): Debian's chromium, Lighthouse's default mobile
// settings (Moto G Power form factor, simulated 4× CPU / slow 4G throttling), the median of five runs per route,
// each route audited once the host's CPUs are quiet (scripts/quietHost.ts, at most 60 s of waiting).
// Fails below the targets: performance 95, accessibility 100, best practices 100 (scripts/auditVerdict.ts). A route
// whose only miss is performance is audited once more first, and the second median decides: the simulated 4× CPU
// slowdown multiplies wall-clock time, so a busy minute on the shared host can sink one median. Both are printed.
// LIGHTHOUSE_ENFORCE_PERFORMANCE=0 reports performance without failing (a machine busy with other work); see
// docs/decisions/security-and-pwa.md.
//
//   node --import tsx scripts/lighthouse.ts [--runs=5] [--only=/signin] [--reports=DIR] [--traces=DIR [--profile]]
//     [--dist=DIR]
//   (needs pnpm build first)
//
// --only audits one route; --reports writes every run's full JSON report there (to read why a score is lost), and
// --traces the Chrome trace and network log each report was computed from (what every main-thread task did; with
// scripts/lanternChain.mjs, the chain of round trips the simulated paint waited on), and --profile adds
// V8's sampling profiler to those traces (which functions each task ran);
// --dist serves another build (a copy of an earlier dist/), so two builds can be compared in paired runs.
// --cpu=calibrated replaces Lighthouse's fixed 4× CPU slowdown by the one its docs prescribe for this host's
// measured speed (scripts/cpuMultiplier.ts), measured again before each route; the default stays 4×.
//
// Signed-in routes: the panel keeps its session in localStorage (no cookie), so --extra-headers cannot sign in.
// The script starts chromium itself with a debugging port. Playwright connects over it for the real sign-in with the
// demo OTP and, before each run, to clear the origin's service worker, Cache Storage and HTTP cache; it disconnects
// before Lighthouse loads the page, since a connected Playwright instruments every page of the browser. Lighthouse
// runs with `disableStorageReset`, so the tokens stay: every run is a cold load of a returning, signed-in user.
// While the audits run, this script and the reference server run at a lower priority than chromium
// (scripts/lowerPriority.ts).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { type BrowserContext, chromium, type Page } from "playwright";
import { startReferenceServer } from "../e2e/referenceServer";
import { messages } from "../src/messages";
import { auditAgain, CATEGORIES, type Category, type Medians, missedTargets, TARGETS } from "./auditVerdict";
import { cpuMultiplier } from "./cpuMultiplier";
import { lowerPriority } from "./lowerPriority";
import { waitForQuietHost } from "./quietHost";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const launch = JSON.parse(readFileSync(join(appDir, "..", "..", "scripts", "chromium.json"), "utf8")) as {
  executablePath: string;
  args: string[];
};
const RUNS = Number(/--runs=(\d+)/.exec(process.argv.join(" "))?.[1] ?? 5);
/**
 * Runs for the routes added after the first three: median of 3, so the gate over ten routes stays within about six
 * minutes of CI (docs/decisions/interactions.md). --runs sets both.
 */
const MORE_RUNS = Number(/--runs=(\d+)/.exec(process.argv.join(" "))?.[1] ?? 3);
/** Signed-in routes audited with MORE_RUNS: every screen a provider reaches from the tab bar and the menu. */
const MORE_ROUTES = [
  "/panel/services",
  "/panel/services/new",
  "/panel/process/501",
  "/panel/invoice",
  "/panel/wallet",
  "/panel/ticket",
  "/panel/notifications",
];
const ONLY = /--only=(\S+)/.exec(process.argv.join(" "))?.[1];
const REPORTS = /--reports=(\S+)/.exec(process.argv.join(" "))?.[1];
const TRACES = /--traces=(\S+)/.exec(process.argv.join(" "))?.[1];
const PROFILE = process.argv.includes("--profile");
const CALIBRATED = process.argv.includes("--cpu=calibrated");
const DIST = /--dist=(\S+)/.exec(process.argv.join(" "))?.[1] ?? join(appDir, "dist");
// Performance is enforced unless LIGHTHOUSE_ENFORCE_PERFORMANCE=0 (a machine busy with other work, where the
// figure would say more about the machine than about the panel).
/**
 * Routes whose performance is still below the target, each held at a floor so it cannot fall further while it is
 * brought up. None today: the last two held (notifications, wallet) reach the target since their first paint's
 * requests go out in fewer waves (docs/decisions/lhlists.md).
 */
const PERFORMANCE_FLOOR: Readonly<Record<string, number>> = {};
const ENFORCED: ReadonlySet<Category> = new Set(
  process.env.LIGHTHOUSE_ENFORCE_PERFORMANCE === "0" ? ["accessibility", "best-practices"] : CATEGORIES,
);
const warnings: string[] = [];
/** The nice value of this script and the reference server while chromium runs the audits (0 is normal, 19 lowest). */
const HARNESS_NICENESS = 10;
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
// Chromium is started here, not by Playwright: Playwright instruments every page of a browser it holds (its own
// protocol events, bindings and scripts for each request and frame), which would run beside the page under audit.
// Playwright connects only to sign in and to empty the caches, and disconnects before each audit.
const browserProcess = spawn(
  launch.executablePath,
  [
    ...launch.args,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    "--lang=fa-IR",
    "--window-size=390,844",
    "about:blank",
  ],
  { stdio: "ignore" },
);
// Also when the script fails before the audits' own cleanup below.
process.on("exit", () => browserProcess.kill());
await waitForDevTools(port);
// The page's tasks are timed in wall-clock time, so whatever else wants a core while it loads is counted as its
// blocking time. This script (Lighthouse's trace processing, Playwright) and the reference server stand in for a
// phone's surroundings and a remote server: they yield to chromium, started above at normal priority.
lowerPriority(process.pid, HARNESS_NICENESS);
lowerPriority(server.pid, HARNESS_NICENESS);
const failures: string[] = [];
const rows: string[] = [];

/** Resolves once chromium answers on its debugging port (at most 30 s). */
async function waitForDevTools(debuggingPort: number): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("lighthouse: chromium did not open its debugging port");
}

/** Runs `task` with Playwright connected to the browser's default context, then disconnects (the browser stays). */
async function withPlaywright<T>(task: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = context.pages()[0] ?? (await context.newPage());
    return await task(context, page);
  } finally {
    await browser.close();
  }
}

/** Empties the origin's service worker, Cache Storage and the HTTP cache (localStorage, the session, stays). */
function coldCaches(): Promise<void> {
  return withPlaywright(async (context, page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", {
      origin: server.url,
      storageTypes: "service_workers,cache_storage",
    });
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
  });
}

/** Audits `path` RUNS times; adds its row to the table and returns the medians and every run's scores. */
async function measure(
  path: string,
  signedIn: boolean,
  again: boolean,
  runs: number,
): Promise<{ medians: Medians; scores: Record<Category, number[]> }> {
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
  for (let run = 0; run < runs; run += 1) {
    if (signedIn) await coldCaches();
    const result = await lighthouse(
      `${server.url}${path}`,
      {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        disableStorageReset: signedIn,
        // V8's sampling profiler in the trace: which functions a long task ran (it slows the page a little).
        ...(PROFILE ? { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" } : {}),
        ...(CALIBRATED ? { throttling: { ...DEFAULT_THROTTLING, cpuSlowdownMultiplier: multiplier } } : {}),
      },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${path}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${fileStem(path, again)}-${run}.json`), JSON.stringify(lhr));
    }
    if (TRACES) {
      mkdirSync(TRACES, { recursive: true });
      writeFileSync(
        join(TRACES, `${fileStem(path, again)}-${run}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
      // The network log beside it: with the trace, what Lighthouse's simulation replays (scripts/lanternChain.mjs).
      writeFileSync(
        join(TRACES, `${fileStem(path, again)}-${run}.devtoolslog.json`),
        JSON.stringify(result.artifacts.DevtoolsLog),
      );
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== path)
      throw new Error(`${path} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
    for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
    for (const [k, id] of Object.entries(ids)) metrics[k]?.push(Number(lhr.audits[id]?.numericValue ?? 0));
    const failed = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a !== undefined && a.score !== null && a.score < 1)
        .map((a) => `${c}:${a?.id}`),
    );
    if (run === 0 && failed.length) console.log(`  ${path} audits below full marks: ${failed.join(", ")}`);
  }
  const m = Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) as Medians;
  rows.push(
    `| ${path}${again ? " (again)" : ""}${runs === RUNS ? "" : ` (median of ${runs})`}${CALIBRATED ? ` (CPU ${multiplier}×)` : ""} | ${m.performance} | ${m.accessibility} | ${m["best-practices"]} | ${Object.keys(
      ids,
    )
      .map((k) => `${Math.round(median(metrics[k] ?? []))} ms`)
      .join(" | ")} | ${scores.performance
      .map((score, i) => `${score} / ${Math.round(metrics.tbt?.[i] ?? 0)}`)
      .join(", ")} |`,
  );
  return { medians: m, scores };
}

const fileStem = (path: string, again: boolean) => `${path.replaceAll("/", "_")}${again ? "-again" : ""}`;

/** Audits a route, a second time when only its performance missed (scripts/auditVerdict.ts), and records the verdict. */
async function audit(path: string, signedIn: boolean, runs = RUNS): Promise<void> {
  if (ONLY && ONLY !== path) return;
  let result = await measure(path, signedIn, false, runs);
  if (auditAgain(result.medians, ENFORCED)) {
    console.log(
      `  ${path}: performance ${result.medians.performance} < ${TARGETS.performance} (runs ${result.scores.performance.join(", ")}): audited once more`,
    );
    result = await measure(path, signedIn, true, runs);
  }
  for (const c of missedTargets(result.medians)) {
    const floor = c === "performance" ? PERFORMANCE_FLOOR[path] : undefined;
    if (floor !== undefined && result.medians[c] >= floor) {
      warnings.push(
        `${path}: performance ${result.medians[c]} < ${TARGETS[c]}, held at ≥ ${floor} (known miss)`,
      );
      continue;
    }
    (ENFORCED.has(c) ? failures : warnings).push(
      `${path}: ${c} ${result.medians[c]} < ${TARGETS[c]} (runs ${result.scores[c].join(", ")})`,
    );
  }
}

const started = Date.now();
try {
  await audit("/signin", false);

  await withPlaywright(async (_context, page) => {
    await page.goto(`${server.url}/signin`);
    await page.getByLabel(messages.auth.phone).fill("09120000001");
    await page.getByRole("button", { name: messages.auth.getCode }).click();
    await page.waitForURL("**/signin/confirm");
    await page.getByLabel(messages.auth.code).fill("12345");
    await page.waitForURL(/\/panel$/, { timeout: 60_000 });
    await page.goto("about:blank");
  });

  await audit("/panel", true);
  const routes = readFileSync(join(appDir, "src", "routeTree.gen.ts"), "utf8");
  if (routes.includes("'/panel/requests'") || routes.includes('"/panel/requests"'))
    await audit("/panel/requests", true);
  else
    console.log(
      "  /panel/requests: no such route in this build (issue 11's requests screen not merged): skipped",
    );
  for (const path of MORE_ROUTES) await audit(path, true, MORE_RUNS);
} finally {
  browserProcess.kill();
  server.stop();
  rmSync(profile, { recursive: true, force: true });
}

console.log(`\nLighthouse mobile, median of ${RUNS} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
console.log(
  "| route | performance | accessibility | best practices | FCP | LCP | TBT | Speed Index | each run: performance / TBT ms |\n|---|---|---|---|---|---|---|---|---|",
);
console.log(rows.join("\n"));
if (warnings.length) console.warn(`\nBelow target, reported only:\n${warnings.join("\n")}`);
if (failures.length) {
  console.error(`\nBelow target:\n${failures.join("\n")}`);
  process.exit(1);
}
