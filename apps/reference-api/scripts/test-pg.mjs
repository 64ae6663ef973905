#!/usr/bin/env node
// Runs the storage, events, auth, seed and contract suites against the PostgreSQL server at DATABASE_URL.
// Without DATABASE_URL it fails loudly instead of silently testing PGlite again.
import { spawnSync } from "node:child_process";

if (!process.env.DATABASE_URL) {
  console.error(
    "test:pg needs DATABASE_URL pointing at a PostgreSQL 15 server (superuser: each test creates its own database).\n" +
      "From the repository root: bash scripts/with-postgres.sh pnpm --filter @ceremony/reference-api test:pg",
  );
  process.exit(1);
}
const suites = [
  "src/db",
  "src/events",
  "src/sockets",
  "src/auth",
  "src/features",
  "src/seed",
  "src/marketplace/testing",
];
const result = spawnSync("pnpm", ["exec", "vitest", "run", ...suites, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, REFERENCE_TEST_PG: "1" },
});
process.exit(result.status ?? 1);
