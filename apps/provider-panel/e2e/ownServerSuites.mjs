/**
 * The end-to-end files that run against a reference server of their own (`ownServer`), never the shared one. They
 * run in a second vitest process beside the shared-server files (`e2e/run.mjs`): no state of theirs is shared, and
 * most of their time is waiting on the simulated customer, a feed or a token's expiry. A file not listed here runs
 * on the shared server, one file at a time: list a file only when it uses `ownServer` alone.
 */
export const ownServerSuites = [
  "e2e/accountMistakes.e2e.ts",
  "e2e/analytics.e2e.ts",
  "e2e/map.e2e.ts",
  "e2e/offlineShell.e2e.ts",
  "e2e/recovery.e2e.ts",
  "e2e/requests.e2e.ts",
  "e2e/requestsErrors.e2e.ts",
  "e2e/requestsFeed.e2e.ts",
  "e2e/shebaGate.e2e.ts",
  "e2e/tabs.e2e.ts",
  "e2e/tabsSync.e2e.ts",
  "e2e/upload.e2e.ts",
];

/** What both end-to-end configs share: node, long timeouts for a shared 2-core machine, one file at a time. */
export const e2eTestOptions = {
  environment: "node",
  testTimeout: 120_000,
  hookTimeout: 180_000,
  fileParallelism: false,
  expect: { poll: { timeout: 10_000, interval: 100 } },
};
