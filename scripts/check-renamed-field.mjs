#!/usr/bin/env node
// Proves that the contract types both apps: in a scratch copy of the api-client, the contract's
// `Wallet.withdrawable_balance` is renamed and the types regenerated; the reference server and the panel are then
// typechecked against that copy and each must fail, naming the field. Nothing in the worktree is changed except
// two temporary tsconfig files, removed at the end.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const FIELD = "withdrawable_balance";
const RENAMED = "withdrawable_amount";
const APPS = ["apps/reference-api", "apps/provider-panel"];

/** The contract with the field renamed inside the `Wallet` schema only (its `required` list and its property). */
function renameWalletField(yaml) {
  const block = /^ {4}Wallet:\n(?: {6,}.*\n)+/m.exec(yaml);
  if (!block?.[0].includes(FIELD)) throw new Error(`no Wallet schema with ${FIELD} in the contract`);
  return yaml.replace(block[0], block[0].replaceAll(FIELD, RENAMED));
}

const scratch = mkdtempSync(join(tmpdir(), "renamed-field-"));
const client = join(scratch, "api-client");
const configs = APPS.map((app) => join(root, app, ".tsconfig.renamed-field.json"));
let failed = false;
try {
  cpSync(join(root, "packages/api-client/src"), join(client, "src"), { recursive: true });
  cpSync(join(root, "packages/api-client/package.json"), join(client, "package.json"));
  symlinkSync(join(root, "packages/api-client/node_modules"), join(client, "node_modules"));
  const yaml = join(scratch, "provider-api.yaml");
  writeFileSync(yaml, renameWalletField(readFileSync(join(root, "openapi/provider-api.yaml"), "utf8")));
  const gen = spawnSync(
    join(root, "packages/api-client/node_modules/.bin/openapi-typescript"),
    [yaml, "-o", join(client, "src/generated/schema.ts")],
    { encoding: "utf8" },
  );
  if (gen.status !== 0) throw new Error(`openapi-typescript failed:\n${gen.stderr}`);
  if (!readFileSync(join(client, "src/generated/schema.ts"), "utf8").includes(RENAMED))
    throw new Error("the regenerated types do not carry the renamed field");
  for (const [i, app] of APPS.entries()) {
    const config = configs[i];
    writeFileSync(
      config,
      JSON.stringify({
        extends: "./tsconfig.json",
        compilerOptions: {
          noEmit: true,
          incremental: false,
          paths: {
            "@ceremony/api-client": [join(client, "src/index.ts")],
            "@ceremony/api-client/contract": [join(client, "src/contract.ts")],
          },
        },
      }),
    );
    const tsc = spawnSync(join(root, "node_modules/.bin/tsc"), ["-p", config], {
      cwd: join(root, app),
      encoding: "utf8",
    });
    const errors = tsc.stdout.split("\n").filter((line) => line.includes("error TS"));
    const naming = errors.filter((line) => line.includes(FIELD) || line.includes(RENAMED));
    if (tsc.status === 0 || naming.length === 0) {
      failed = true;
      console.error(`✖ ${app} still typechecks with Wallet.${FIELD} renamed to ${RENAMED} in the contract`);
      if (errors.length > 0) console.error(errors.slice(0, 10).join("\n"));
    } else {
      console.log(
        `✓ ${app} fails its typecheck with the field renamed:\n  ${naming.slice(0, 3).join("\n  ")}`,
      );
    }
  }
} finally {
  for (const config of configs) rmSync(config, { force: true });
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
