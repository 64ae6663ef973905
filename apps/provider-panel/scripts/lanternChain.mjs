// Replays Lighthouse's simulated largest contentful paint (its "lantern" model: slow 4G, six connections per origin
// over HTTP/1.1, each request after the ones it depends on) on one audit saved by `lighthouse.ts --traces=DIR`, and
// prints every request and long task of that simulation with its simulated start and end, in the order they end:
// which chain of round trips the score waits on. The last line is what the simulated paint waited for last.
//
//   node scripts/lanternChain.mjs DIR/_panel_notifications-0
//     (reads DIR/_panel_notifications-0.trace.json and .devtoolslog.json)
import { readFileSync } from "node:fs";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";

const stem = process.argv[2];
if (!stem) {
  console.error("usage: node scripts/lanternChain.mjs <DIR>/<route>-<run> (from lighthouse.ts --traces=DIR)");
  process.exit(1);
}
const trace = JSON.parse(readFileSync(`${stem}.trace.json`, "utf8"));
const devtoolsLog = JSON.parse(readFileSync(`${stem}.devtoolslog.json`, "utf8"));
const url = devtoolsLog.find((e) => e.method === "Network.requestWillBeSent" && e.params.type === "Document")
  ?.params.request.url;
const result = await LanternLargestContentfulPaint.request(
  {
    trace,
    devtoolsLog,
    gatherContext: { gatherMode: "navigation" },
    settings: { ...defaultSettings, throttlingMethod: "simulate" },
    URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
    SourceMaps: [],
    simulator: null,
  },
  { computedCache: new Map() },
);
console.log(`simulated LCP ${Math.round(result.timing)} ms`);
const path = (u) => u.replace(/^https?:\/\/[^/]+/, "");
const rows = [...result.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].endTime - b[1].endTime,
);
for (const [node, timing] of rows) {
  // Tasks shorter than 20 ms are left out: a request's chain is what the figures are read for.
  if (node.type !== "network" && timing.duration < 20) continue;
  const what =
    node.type === "network"
      ? `${node.request.resourceType} ${path(node.request.url)} (${node.request.transferSize} B)`
      : `task ${Math.round(timing.duration)} ms`;
  const after = node
    .getDependencies()
    .map((d) => (d.type === "network" ? path(d.request.url) : "task"))
    .join(", ");
  console.log(
    `${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)}  ${what}  after: ${after}`,
  );
}
