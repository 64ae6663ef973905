#!/usr/bin/env node
// Issue 12: requests/s and p99 of a signed-in list call (GET /api/message/list, limit 10) at 10 and 50 connections,
// on PGlite and (when DATABASE_URL is set) PostgreSQL, beside a bare Hono page doing one query — all in one run, so
// the figures share the machine's load. Each repository root given is measured (default: this one), e.g. a
// worktree of main and this branch for before/after.
//   bash scripts/with-postgres.sh node apps/reference-api/scripts/throughput.mjs [--seconds 10] [--only pglite|postgresql]
//     [--connections 10,50] [--rounds 3] [--no-write] [repoRoot ...]
// --only and --connections give shorter runs while working; --no-write leaves the results file as it is.
// The targets take turns, round after round, so a burst of load from other work on the machine falls on all of
// them; each figure is the median of its rounds, and the ratio to the bare page is the median of the rounds' ratios.
// The server's own CPU time per request (from /proc) is reported too: it moves far less with the machine's load.
// Writes its table, with the conditions of the run (machine load during each cell), to scripts/bench/results/throughput.md.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, signIn, startReferenceServer } from "./bench/server.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const secondsAt = args.indexOf("--seconds");
const seconds = secondsAt >= 0 ? Number(args.splice(secondsAt, 2)[1]) : 10;
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1].toLowerCase() : "";
const connectionsAt = args.indexOf("--connections");
const connectionsArg = connectionsAt >= 0 ? args.splice(connectionsAt, 2)[1] : "";
const roundsAt = args.indexOf("--rounds");
const ROUNDS = roundsAt >= 0 ? Number(args.splice(roundsAt, 2)[1]) : 3;
const noWriteAt = args.indexOf("--no-write");
const write = noWriteAt < 0;
if (!write) args.splice(noWriteAt, 1);
const roots = args.length > 0 ? args.map((a) => resolve(a)) : [resolve(here, "../../..")];
const CONNECTIONS = connectionsArg ? connectionsArg.split(",").map(Number) : [10, 50];
const LIST = "/api/message/list?limit=10&offset=0";

/** CPU time (user + system) a process has used, in microseconds (Linux /proc; clock ticks of 10 ms). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function load(url, connections, headers, duration, pid) {
  const cpu0 = pid ? cpuMicros(pid) : 0;
  const result = await autocannon({ url, connections, duration, headers, pipelining: 1 });
  const cpu = pid ? cpuMicros(pid) - cpu0 : 0;
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest: result.requests.total > 0 ? Math.round(cpu / result.requests.total) : 0,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

/** A fresh database on the PostgreSQL server for one process under test. */
async function pgDatabase(admin, name) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startBare(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(here, "bench/bare.mjs")], {
    cwd: join(here, ".."),
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise((ok, fail) => {
    let out = "";
    const on = (d) => {
      out += d;
      if (out.includes("listening on")) ok();
    };
    child.stdout.on("data", on);
    child.stderr.on("data", on);
    child.on("exit", (code) => fail(new Error(`bare server exited ${code}: ${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill("SIGTERM") };
}

const loadavg0 = loadavg()[0];
const rows = [];
const databases = [];
if (only !== "postgresql") databases.push(["PGlite", ""]);
if (process.env.DATABASE_URL && only !== "pglite") databases.push(["PostgreSQL", process.env.DATABASE_URL]);
for (const [dbName, admin] of databases) {
  const targets = [];
  for (const [i, root] of roots.entries()) {
    const databaseUrl = admin ? await pgDatabase(admin, `bench_ref_${i}`) : "";
    const server = await startReferenceServer({ root, databaseUrl });
    const token = await signIn(server.url, "09120000001");
    targets.push({
      label: `reference ${root}`,
      url: `${server.url}${LIST}`,
      headers: { authorization: `Bearer ${token}`, "profile-id": "101" },
      pid: server.pid,
      stop: () => server.stop(),
    });
    // The bare page reads the seeded messages of the first reference database on PostgreSQL.
    if (i === 0) {
      const bare = await startBare(databaseUrl);
      targets.unshift({
        label: "bare Hono + one query",
        url: `${bare.url}/bare`,
        headers: {},
        pid: bare.pid,
        stop: bare.stop,
      });
    }
  }
  try {
    for (const connections of CONNECTIONS) {
      for (const t of targets) await load(t.url, connections, t.headers, 2); // warm-up
      const runs = new Map(targets.map((t) => [t, []]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const t of targets) {
          const r = await load(t.url, connections, t.headers, seconds, t.pid);
          r.load = loadavg()[0];
          runs.get(t).push(r);
          console.error(
            `${dbName} c=${connections} round ${round + 1} ${t.label}: ${r.rps} req/s, p99 ${r.p99} ms, ${r.cpuPerRequest} µs CPU/request, bad ${r.bad}, load ${r.load.toFixed(1)}`,
          );
        }
      }
      const bareRuns = runs.get(targets[0]);
      for (const t of targets) {
        const own = runs.get(t);
        rows.push({
          db: dbName,
          connections,
          target: t.label,
          rps: median(own.map((r) => r.rps)),
          p99: median(own.map((r) => r.p99)),
          bad: own.reduce((n, r) => n + r.bad, 0),
          cpu: median(own.map((r) => r.cpuPerRequest)),
          // Each round's ratio pairs runs made a few seconds apart, under much the same load.
          ratio: median(own.map((r, i) => Math.round((100 * r.rps) / Math.max(1, bareRuns[i].rps)))),
          load: `${Math.min(...own.map((r) => r.load)).toFixed(1)}–${Math.max(...own.map((r) => r.load)).toFixed(1)}`,
          loads: own.map((r) => r.load),
        });
      }
    }
  } finally {
    for (const t of targets) await t.stop();
  }
}
const commit = (root) => {
  try {
    return execFileSync("git", ["-C", root, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
};
const loads = rows.flatMap((r) => r.loads);
const md = [
  "<!-- Written by apps/reference-api/scripts/throughput.mjs; do not edit by hand. -->",
  `GET ${LIST} (bearer + Profile-Id) against a bare Hono page doing one query, all in one run on ${new Date().toISOString().slice(0, 16)} UTC;`,
  `${ROUNDS} rounds of ${seconds} s per target, the targets taking turns (after a 2 s warm-up each); each figure is the median`,
  `of its rounds, "of bare" the median of the rounds' ratios; load from autocannon in this script's process; Node ${process.version};`,
  `${cpus().length} cores shared with other sessions: 1-minute load average ${loadavg0.toFixed(1)} at the start, ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} at the end of the cells (column "load").`,
  "The load generator, the server under test and the database share those cores, so the figures are lower bounds of what",
  'the code does on a quiet machine, and comparable only within one run. "CPU µs/request" is the server process\'s own CPU',
  "time (user + system, /proc) divided by the requests it answered: it moves far less with the machine's load.",
  "",
  `Measured: ${roots.map((r) => `\`${r}\` at ${commit(r)}`).join(", ")}.`,
  "",
  "| database | connections | target | req/s | of bare | p99 ms | CPU µs/request | non-2xx/errors | load |",
  "|---|---:|---|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.db} | ${r.connections} | ${r.target === "bare Hono + one query" ? r.target : `reference server (${commit(r.target.slice(10))})`} | ${r.rps} | ${r.ratio}% | ${r.p99} | ${r.cpu} | ${r.bad} | ${r.load} |`,
  ),
  "",
].join("\n");
if (write) writeFileSync(join(here, "bench/results/throughput.md"), md);
console.log(md);
