// Paired mode: the floor and form-runtime (and optionally an earlier build of form-runtime) measured interleaved in
// one browser, fresh page each time, so the load of a shared machine falls on every engine alike. Per engine: mount,
// empty submit until all errors are painted (as bench/run.mjs measures them), Chromium's task/script/layout/style
// durations of the submit, and the renderer processes' CPU time for mount and submit (less sensitive to other
// processes than wall time). Pages come from bench/results/dist (run `pnpm bench` or the vite build first).
// Usage: node bench/paired.mjs [--sizes=1000,5000] [--repeats=7] [--engines=floor,ours,floor?form=1,ours-before]
// `ours-before` is an earlier build's ours.html copied into the dist as ours-before.html with its assets.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serveStatic } from "../test/browser/staticServer.mjs";
import { submitUntilPainted } from "./submitUntilPainted.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("../../../", import.meta.url));
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const sizes = arg("sizes", "1000,5000").split(",").map(Number);
const repeats = Number(arg("repeats", "7"));
const engines = arg("engines", "floor,ours").split(",");

const launch = JSON.parse(readFileSync(`${repo}scripts/chromium.json`, "utf8"));
const server = await serveStatic(`${here}results/dist`);
const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
const browserCdp = await browser.newBrowserCDPSession();
/** CPU ms used so far by every renderer process (closed pages' processes are gone, so only live ones count). */
const rendererCpu = async () =>
  (await browserCdp.send("SystemInfo.getProcessInfo")).processInfo
    .filter((p) => p.type === "renderer")
    .reduce((sum, p) => sum + p.cpuTime, 0) * 1000;
const metric = (m, name) => m.metrics.find((x) => x.name === name).value * 1000;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2;
};

/** `floor?form=1` → floor.html?n=…&form=1. */
const urlOf = (engine, n) => {
  const [page, query] = engine.split("?");
  return `${server.url}/${page}.html?n=${n}${query ? `&${query}` : ""}`;
};

async function once(engine, n) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const cpu0 = await rendererCpu();
  await page.goto(urlOf(engine, n));
  await page.waitForFunction(() => window.__bench?.mountMs != null, null, { timeout: 300_000 });
  const mount = await page.evaluate(() => window.__bench.mountMs);
  const cpu1 = await rendererCpu();
  await page.waitForTimeout(300);
  const before = await cdp.send("Performance.getMetrics");
  const cpu2 = await rendererCpu();
  const submit = (await submitUntilPainted(page)).ms;
  const after = await cdp.send("Performance.getMetrics");
  const cpu3 = await rendererCpu();
  const d = (name) => metric(after, name) - metric(before, name);
  await context.close();
  return {
    mount,
    submit,
    cpuMount: cpu1 - cpu0,
    cpuSubmit: cpu3 - cpu2,
    task: d("TaskDuration"),
    script: d("ScriptDuration"),
    layout: d("LayoutDuration"),
    style: d("RecalcStyleDuration"),
  };
}

try {
  for (const n of sizes) {
    const runs = Object.fromEntries(engines.map((e) => [e, []]));
    for (let r = 0; r < repeats; r++) for (const e of engines) runs[e].push(await once(e, n));
    const pick = (e, k) => median(runs[e].map((x) => x[k]));
    for (const e of engines) {
      const row = Object.fromEntries(Object.keys(runs[e][0]).map((k) => [k, Math.round(pick(e, k))]));
      console.log(`${n} ${e.padEnd(14)} ${JSON.stringify(row)}`);
    }
    if (runs.floor)
      for (const e of engines.filter((x) => x !== "floor")) {
        const ratio = (k) => (pick(e, k) / pick("floor", k)).toFixed(2);
        console.log(
          `${n} ${e} ÷ floor: submit ${ratio("submit")}, mount ${ratio("mount")}, cpu submit ${ratio("cpuSubmit")}, cpu mount ${ratio("cpuMount")}`,
        );
      }
  }
} finally {
  await browser.close();
  await server.close();
}
