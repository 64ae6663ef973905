#!/usr/bin/env node
// Measures what /signin costs over the wire and how soon it is usable, served by the reference server from the
// current build: uncompressed (the browser accepts no coding: the wire before issue 14), compressed on the fly (a
// copy of dist without the .br/.gz twins: the server compresses each file on its first request and keeps it, so
// the first load after a start is measured apart from the later ones) and as built (brotli twins). Debian's chromium through CDP, phone size, 4× slower CPU and a
// 1.6 Mbps / 150 ms link (Lighthouse's "slow 4G"). Writes the table to docs/measurements/delivery-speed.md.
// Run after `pnpm build`: `pnpm --filter @ceremony/provider-panel speed` (RUNS=n, default 3; the median is kept).
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(appDir, "..", "..");
const dist = join(appDir, "dist");
const launch = JSON.parse(readFileSync(join(root, "scripts", "chromium.json"), "utf8"));
const RUNS = Number(process.env.RUNS ?? 3);
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Starts the reference server on a free port over `panelDist`; answers its URL and a stop function. */
async function startServer(panelDist) {
  const dataDir = mkdtempSync(join(tmpdir(), "speed-data-"));
  const child = spawn("node", ["--import", "tsx", "src/main.ts"], {
    cwd: join(root, "apps", "reference-api"),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, PANEL_DIST: panelDist },
  });
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  let log = "";
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 120_000);
    const onData = (chunk) => {
      log += chunk;
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  }).catch((error) => {
    stop();
    throw error;
  });
  return { url, stop };
}

/** One cold load of /signin: bytes received until the phone field is usable, first paint, usable field (ms). */
async function loadOnce(browser, url, acceptsCodings = true) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "fa-IR" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  // The browser's own Accept-Encoding replaced: the server then sends every file as is.
  if (!acceptsCodings)
    await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "identity" } });
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const wire = new Map();
  const raw = new Map();
  cdp.on("Network.dataReceived", (e) => raw.set(e.requestId, (raw.get(e.requestId) ?? 0) + e.dataLength));
  cdp.on("Network.loadingFinished", (e) => wire.set(e.requestId, e.encodedDataLength));
  await page.goto(`${url}/signin`, { waitUntil: "commit" });
  const usable = await page.waitForFunction(
    () => {
      const input = document.querySelector('input[type="tel"]');
      return input && !input.disabled && input.getBoundingClientRect().height > 0 ? performance.now() : false;
    },
    undefined,
    { polling: "raf", timeout: 120_000 },
  );
  const usableMs = await usable.jsonValue();
  await page.waitForLoadState("networkidle");
  const paint = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  );
  const result = {
    wireKB: [...wire.values()].reduce((n, v) => n + v, 0) / 1024,
    bodyKB: [...raw.values()].reduce((n, v) => n + v, 0) / 1024,
    paintMs: paint,
    usableMs,
  };
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const summary = (label, runs) => {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    label,
    wireKB: pick("wireKB"),
    bodyKB: pick("bodyKB"),
    paintMs: pick("paintMs"),
    usableMs: pick("usableMs"),
  };
};

/**
 * Rows for one server over `panelDist`: with `firstApart`, the first load after the start is a row of its own
 * (it pays any compression made on request), else it only warms the server (its first answers compile routes).
 */
async function measure(label, panelDist, browser, { acceptsCodings = true, firstApart = false } = {}) {
  const server = await startServer(panelDist);
  try {
    const first = await loadOnce(browser, server.url, acceptsCodings);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, server.url, acceptsCodings));
    return firstApart
      ? [summary(`${label}, first load after start`, [first]), summary(`${label}, later loads`, runs)]
      : [summary(label, runs)];
  } finally {
    server.stop();
  }
}

const withoutTwins = mkdtempSync(join(tmpdir(), "speed-dist-"));
cpSync(dist, withoutTwins, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
const load = loadavg()[0].toFixed(1);
let rows;
try {
  rows = [
    ...(await measure("uncompressed (before)", dist, browser, { acceptsCodings: false })),
    ...(await measure("on the fly (no twins)", withoutTwins, browser, { firstApart: true })),
    ...(await measure("brotli twins (after)", dist, browser)),
  ];
} finally {
  await browser.close();
  rmSync(withoutTwins, { recursive: true, force: true });
}

const fmt = (n) => n.toFixed(0);
/** A Markdown table padded the way the repository's formatter (Biome) prints it: first column left, others right. */
function markdownTable(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, 3, ...body.map((r) => r[i].length)));
  const cell = (text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]));
  const line = (cells) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(header), rule, ...body.map(line)].join("\n");
}
const table = markdownTable(
  ["/signin, cold cache", "over the wire", "decoded bodies", "first contentful paint", "phone field usable"],
  rows.map((r) => [
    r.label,
    `${fmt(r.wireKB)} KB`,
    `${fmt(r.bodyKB)} KB`,
    `${fmt(r.paintMs)} ms`,
    `${fmt(r.usableMs)} ms`,
  ]),
);
const text = `# Delivery speed of /signin

Written by \`apps/provider-panel/scripts/deliverySpeed.mjs\` (do not edit by hand). Debian's chromium, 390×844,
${CPU_SLOWDOWN}× CPU slowdown, 1.6 Mbps down / 750 kbps up / 150 ms latency, cache disabled; median of ${RUNS} runs
after one warm-up. "Over the wire" counts every response of the load (headers included) until the network is idle.

${table}

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on a shared machine (${cpus().length} cores,
1-minute load average ${load} at the start): absolute times are pessimistic and vary between runs; the byte counts
do not.
`;
mkdirSync(join(root, "docs", "measurements"), { recursive: true });
writeFileSync(join(root, "docs", "measurements", "delivery-speed.md"), text);
console.log(table);
