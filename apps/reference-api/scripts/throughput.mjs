#!/usr/bin/env node
// Issue 12: requests/s and p99 of a signed-in list call (GET /api/message/list, limit 10) at 10 and 50 connections,
// on PGlite and (when DATABASE_URL is set) PostgreSQL, beside a bare Hono page doing one query — all in one run, so
// the figures share the machine's load. Each repository root given is measured (default: this one), e.g. a
// worktree of main and this branch for before/after.
//   bash scripts/with-postgres.sh node apps/reference-api/scripts/throughput.mjs [--seconds 10] [--only pglite|postgresql]
//     [--connections 10,50] [--no-write] [repoRoot ...]
// --only and --connections give shorter runs while working; --no-write leaves the results file as it is.
// Writes its table, with the conditions of the run (machine load during each cell), to scripts/bench/results/throughput.md.
import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
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
const noWriteAt = args.indexOf("--no-write");
const write = noWriteAt < 0;
if (!write) args.splice(noWriteAt, 1);
const roots = args.length > 0 ? args.map((a) => resolve(a)) : [resolve(here, "../../..")];
const CONNECTIONS = connectionsArg ? connectionsArg.split(",").map(Number) : [10, 50];
const LIST = "/api/message/list?limit=10&offset=0";

async function load(url, connections, headers, duration) {
  const result = await autocannon({ url, connections, duration, headers, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

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
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
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
      stop: () => server.stop(),
    });
    // The bare page reads the seeded messages of the first reference database on PostgreSQL.
    if (i === 0) {
      const bare = await startBare(databaseUrl);
      targets.unshift({
        label: "bare Hono + one query",
        url: `${bare.url}/bare`,
        headers: {},
        stop: bare.stop,
      });
    }
  }
  try {
    for (const connections of CONNECTIONS) {
      for (const t of targets) {
        await load(t.url, connections, t.headers, 2); // warm-up
        const r = await load(t.url, connections, t.headers, seconds);
        const machineLoad = loadavg()[0].toFixed(1);
        rows.push({ db: dbName, connections, target: t.label, ...r, load: machineLoad });
        console.error(
          `${dbName} c=${connections} ${t.label}: ${r.rps} req/s, p99 ${r.p99} ms, bad ${r.bad}, load ${machineLoad}`,
        );
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
const loads = rows.map((r) => Number(r.load));
const md = [
  "<!-- Written by apps/reference-api/scripts/throughput.mjs; do not edit by hand. -->",
  `GET ${LIST} (bearer + Profile-Id) against a bare Hono page doing one query, all in one run on ${new Date().toISOString().slice(0, 16)} UTC;`,
  `${seconds} s per cell after a 2 s warm-up; load from autocannon in this script's process; Node ${process.version};`,
  `${cpus().length} cores shared with other sessions: 1-minute load average ${loadavg0.toFixed(1)} at the start, ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} at the end of the cells (column "load").`,
  "The load generator, the server under test and the database share those cores, so the figures are lower bounds of what",
  "the code does on a quiet machine, and comparable only within one run.",
  "",
  `Measured: ${roots.map((r) => `\`${r}\` at ${commit(r)}`).join(", ")}.`,
  "",
  "| database | connections | target | req/s | p99 ms | non-2xx/errors | load |",
  "|---|---:|---|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.db} | ${r.connections} | ${r.target === "bare Hono + one query" ? r.target : `reference server (${commit(r.target.slice(10))})`} | ${r.rps} | ${r.p99} | ${r.bad} | ${r.load} |`,
  ),
  "",
].join("\n");
if (write) writeFileSync(join(here, "bench/results/throughput.md"), md);
console.log(md);
