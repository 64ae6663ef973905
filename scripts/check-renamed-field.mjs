#!/usr/bin/env node
// Proves that the contract types both apps: in a scratch copy of the api-client, fields of the contract are renamed
// and the types regenerated; the reference server and the panel are then typechecked against that copy and each
// must fail, naming every renamed field. The fields cover a core answer (`Wallet.withdrawable_balance`), a request
// body the server reads and the panel sends (`CreateTicketRequest.subject`) and an optional field of a marketplace
// answer (`ServiceItem.parnet_ignore_fields`: TypeScript checks extra keys only on object literals, so the server's
// answer helpers must refuse keys the contract does not name). Nothing in the worktree is changed except two
// temporary tsconfig files, removed at the end.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const RENAMES = [
  { schema: "Wallet", field: "withdrawable_balance", renamed: "withdrawable_amount" },
  { schema: "CreateTicketRequest", field: "subject", renamed: "subject_line" },
  { schema: "ServiceItem", field: "parnet_ignore_fields", renamed: "ignored_fields" },
];
const APPS = ["apps/reference-api", "apps/provider-panel"];

/** The contract with `field` renamed inside the `schema` component only (its `required` list and its property). */
function renameField(yaml, { schema, field, renamed }) {
  const block = new RegExp(`^ {4}${schema}:\\n(?: {6,}.*\\n)+`, "m").exec(yaml);
  if (!block?.[0].includes(field)) throw new Error(`no ${schema} schema with ${field} in the contract`);
  return yaml.replace(block[0], block[0].replaceAll(field, renamed));
}

/** tsc's errors, each with its indented continuation lines (where a nested property's name often is). */
function errorsOf(output) {
  const errors = [];
  for (const line of output.split("\n")) {
    if (/error TS\d+/.test(line)) errors.push([line]);
    else if (/^\s/.test(line) && errors.length > 0) errors.at(-1)?.push(line);
  }
  return errors;
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
  writeFileSync(
    yaml,
    RENAMES.reduce(renameField, readFileSync(join(root, "openapi/provider-api.yaml"), "utf8")),
  );
  const gen = spawnSync(
    join(root, "packages/api-client/node_modules/.bin/openapi-typescript"),
    [yaml, "-o", join(client, "src/generated/schema.ts")],
    { encoding: "utf8" },
  );
  if (gen.status !== 0) throw new Error(`openapi-typescript failed:\n${gen.stderr}`);
  const schema = readFileSync(join(client, "src/generated/schema.ts"), "utf8");
  for (const { renamed } of RENAMES)
    if (!schema.includes(renamed)) throw new Error(`the regenerated types do not carry ${renamed}`);
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
    const errors = errorsOf(tsc.stdout);
    let passed = false;
    for (const { schema: name, field, renamed } of RENAMES) {
      const naming = errors.filter((e) => e.some((line) => line.includes(field) || line.includes(renamed)));
      if (tsc.status === 0 || naming.length === 0) {
        passed = true;
        console.error(
          `✖ ${app} still typechecks with ${name}.${field} renamed to ${renamed} in the contract`,
        );
      } else {
        const where = naming.map((e) => e[0]?.split(": error")[0]).slice(0, 3);
        console.log(`✓ ${app} fails its typecheck with ${name}.${field} renamed (${where.join(", ")})`);
      }
    }
    if (passed && errors.length > 0) console.error(errors.slice(0, 10).flat().join("\n"));
    failed ||= passed;
  }
} finally {
  for (const config of configs) rmSync(config, { force: true });
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
