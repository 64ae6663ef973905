// Size gate: builds the benchmark pages and fails when form-runtime's up-front JavaScript over React exceeds
// ENTRY_LIMIT_BYTES gzipped. Usage: pnpm --filter @ceremony/form-runtime size
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ENTRY_LIMIT_BYTES, pageJs } from "./entrySize.mjs";

const pkg = fileURLToPath(new URL("..", import.meta.url));
const dist = fileURLToPath(new URL("./results/dist", import.meta.url));
execFileSync("pnpm", ["exec", "vite", "build", "--config", "bench/vite.config.ts", "--logLevel", "error"], {
  cwd: pkg,
  stdio: "inherit",
});
const ours = pageJs(dist, "ours");
const floor = pageJs(dist, "floor");
const over = ours.up - floor.up;
const line = `form-runtime entry over React: ${over.toLocaleString("en-US")} B gzipped (page ${ours.up.toLocaleString("en-US")} B − floor ${floor.up.toLocaleString("en-US")} B), limit ${ENTRY_LIMIT_BYTES.toLocaleString("en-US")} B; lazy chunks apart: ${ours.lazy.toLocaleString("en-US")} B`;
if (over > ENTRY_LIMIT_BYTES) {
  console.error(`size: ${line}: over by ${(over - ENTRY_LIMIT_BYTES).toLocaleString("en-US")} B`);
  process.exit(1);
}
console.log(`size: ok, ${line}`);
