#!/usr/bin/env node
// Commits per second of small write transactions on PostgreSQL with and without a NOTIFY inside the transaction,
// at several concurrent writers: the cost of publishing events inside transactions (PostgreSQL takes one global
// lock at commit for transactions that notified, so their commits queue behind each other).
//   bash scripts/with-postgres.sh node apps/reference-api/scripts/notifyCommits.mjs [--seconds 5]
// Writes its table, with the run's conditions, to scripts/bench/results/notify-commits.md (docs/scaling.md cites it).
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const secondsAt = args.indexOf("--seconds");
const seconds = secondsAt >= 0 ? Number(args[secondsAt + 1]) : 5;
const admin = process.env.DATABASE_URL;
if (!admin) {
  console.error(
    "needs DATABASE_URL: bash scripts/with-postgres.sh node apps/reference-api/scripts/notifyCommits.mjs",
  );
  process.exit(1);
}
const WRITERS = [1, 4, 16, 64];

const setup = new pg.Client({ connectionString: admin });
await setup.connect();
await setup.query(
  "DROP TABLE IF EXISTS notify_bench; CREATE TABLE notify_bench (id bigserial PRIMARY KEY, body text)",
);
// A listener, as every server instance has one: NOTIFY work includes queueing for listeners.
const listener = new pg.Client({ connectionString: admin });
await listener.connect();
await listener.query("LISTEN bench");
listener.on("notification", () => {});

async function run(writers, notify) {
  const pool = new pg.Pool({ connectionString: admin, max: writers });
  let commits = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const client = await pool.connect();
      try {
        while (Date.now() < until) {
          await client.query("BEGIN");
          await client.query("INSERT INTO notify_bench (body) VALUES ($1)", ["x"]);
          if (notify) await client.query("SELECT pg_notify('bench', $1)", [String(commits)]);
          await client.query("COMMIT");
          commits++;
        }
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  return Math.round(commits / seconds);
}

const rows = [];
const load0 = loadavg()[0];
for (const writers of WRITERS) {
  const plain = await run(writers, false);
  const notified = await run(writers, true);
  rows.push(`| ${writers} | ${plain} | ${notified} | ${((100 * notified) / plain).toFixed(0)}% |`);
  console.log(rows.at(-1));
}
await listener.end();
await setup.query("DROP TABLE notify_bench");
const version = (await setup.query("SHOW server_version")).rows[0].server_version;
await setup.end();
const table = [
  "<!-- Written by apps/reference-api/scripts/notifyCommits.mjs; do not edit by hand. -->",
  `Commits per second of one-row insert transactions on PostgreSQL ${version} (fsync off, as in the test cluster), ${seconds} s`,
  `per cell, one LISTEN connection open; run on ${new Date().toISOString().slice(0, 16)} UTC, Node ${process.version},`,
  `${cpus().length} cores shared with the load generator (1-minute load average ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end).`,
  "",
  "| writers | commits/s without NOTIFY | commits/s with NOTIFY in the transaction | with / without |",
  "|---:|---:|---:|---:|",
  ...rows,
  "",
].join("\n");
writeFileSync(join(here, "bench/results/notify-commits.md"), table);
console.log(table);
