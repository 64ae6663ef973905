#!/usr/bin/env node
// Issue 12: requests/s and p99 of a signed-in list call (GET /api/message/list, limit 10) at 10 and 50 connections,
// on PGlite and (when DATABASE_URL is set) PostgreSQL, beside a bare Hono page doing one query — all in one run, so
// the figures share the machine's load. Each repository root given is measured (default: this one), e.g. a
// worktree of main and this branch for before/after.
//   bash scripts/with-postgres.sh node apps/reference-api/scripts/throughput.mjs [--seconds 10] [repoRoot ...]
import { spawn } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, signIn, startReferenceServer } from "./bench/server.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const secondsAt = args.indexOf("--seconds");
const seconds = secondsAt >= 0 ? Number(args.splice(secondsAt, 2)[1]) : 10;
const roots = args.length > 0 ? args.map((a) => resolve(a)) : [resolve(here, "../../..")];
const CONNECTIONS = [10, 50];
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

const rows = [];
const databases = [["PGlite", ""]];
if (process.env.DATABASE_URL) databases.push(["PostgreSQL", process.env.DATABASE_URL]);
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
        rows.push({ db: dbName, connections, target: t.label, ...r });
        console.error(`${dbName} c=${connections} ${t.label}: ${r.rps} req/s, p99 ${r.p99} ms, bad ${r.bad}`);
      }
    }
  } finally {
    for (const t of targets) await t.stop();
  }
}
console.log(
  `\nGET ${LIST} (bearer + Profile-Id) vs a bare Hono page doing one query; ${seconds} s per cell after 2 s warm-up;` +
    " one run on a shared 2-core machine (other sessions were running).\n",
);
console.log("| database | connections | target | req/s | p99 ms | non-2xx/errors |");
console.log("|---|---:|---|---:|---:|---:|");
for (const r of rows)
  console.log(`| ${r.db} | ${r.connections} | ${r.target} | ${r.rps} | ${r.p99} | ${r.bad} |`);
