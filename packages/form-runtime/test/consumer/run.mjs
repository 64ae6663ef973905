// Consumer test (issue 13): both engines as another team gets them. Packs form-runtime and flow-runtime and their
// shared dependency persian-text, installs the tarballs with npm into a fresh project outside the workspace, typechecks it with strict TypeScript (library
// declarations and side-effect imports checked), builds it with Vite, and in Debian's Chromium renders a server
// form, sees the Persian required errors, fills it, submits with Enter and checks the exact `e{id}_` keys sent; then,
// with the /testing helpers, validates a payload with the published schema and renders each evolution policy.
// Usage: pnpm --filter @ceremony/form-runtime test:consumer   (part of `pnpm test`)
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serveStatic } from "../browser/staticServer.mjs";
import { analyticsCase, refusalCase } from "./refusalCase.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("../../../../", import.meta.url));
// persian-text first: the engines depend on it (`workspace:*`, packed as its version), so it is packed and
// installed beside them, as an adopter would get it from the registry.
const engines = ["persian-text", "form-runtime", "flow-runtime"].map((name) => join(repo, "packages", name));
const rootPkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
// Versions pinned in the workspace, so npm resolves what the workspace already uses.
const pinned = (name) => {
  const version = rootPkg.devDependencies[name];
  if (!version) throw new Error(`${name} is not pinned in the workspace package.json`);
  return version;
};

const formRuntimePkg = JSON.parse(readFileSync(join(repo, "packages/form-runtime/package.json"), "utf8"));
const formRuntimeDev = (name) => {
  const version = formRuntimePkg.devDependencies[name];
  if (!version) throw new Error(`${name} is not pinned in form-runtime's package.json`);
  return version;
};

/** Every `.d.ts` file under `root`. */
function declarationFiles(root) {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

const started = Date.now();
const step = (name) => console.log(`consumer: ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ["ignore", "pipe", "inherit"] });

const dir = mkdtempSync(join(tmpdir(), "ceremony-consumer-"));
if (dir.startsWith(repo)) throw new Error("the consumer project must live outside the workspace");
let server;
let browser;
try {
  step("build and pack both engines and persian-text");
  const tarballs = {};
  for (const pkgDir of engines) {
    run("pnpm", ["run", "build"], pkgDir);
    const name = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8")).name;
    const before = new Set(readdirSync(dir));
    run("pnpm", ["pack", "--pack-destination", dir], pkgDir);
    const file = readdirSync(dir).find((f) => f.endsWith(".tgz") && !before.has(f));
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    tarballs[name] = `file:./${file}`;
    console.log(`consumer: ${file} ${(statSync(join(dir, file)).size / 1024).toFixed(1)} KiB packed`);
  }

  step("install with npm outside the workspace");
  cpSync(join(here, "app"), dir, { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify(
      {
        name: "ceremony-consumer",
        private: true,
        type: "module",
        dependencies: { ...tarballs, react: pinned("react"), "react-dom": pinned("react-dom") },
        devDependencies: {
          // The published payload schema is checked with the validator a backend team would use.
          ajv: formRuntimeDev("ajv"),
          typescript: pinned("typescript"),
          vite: pinned("vite"),
          "@vitejs/plugin-react": pinned("@vitejs/plugin-react"),
          "@types/react": pinned("@types/react"),
          "@types/react-dom": pinned("@types/react-dom"),
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(dir, "vite.config.js"),
    'import react from "@vitejs/plugin-react";\nexport default { plugins: [react()] };\n',
  );
  run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], dir);
  // The map entry's OpenLayers is an optional peer: an adopter without a map does not get it.
  for (const optional of ["ol", "world-atlas"])
    if (existsSync(join(dir, "node_modules", optional)))
      throw new Error(`${optional} was installed without ./map`);
  // One copy of persian-text, the packed one, shared by both engines (no second copy nested under an engine).
  const nested = ["form-runtime", "flow-runtime"].filter((name) =>
    existsSync(join(dir, "node_modules/@ceremony", name, "node_modules/@ceremony/persian-text")),
  );
  if (!existsSync(join(dir, "node_modules/@ceremony/persian-text/dist/index.js")) || nested.length > 0)
    throw new Error(
      `persian-text is not installed once at the top level (nested under: ${nested.join(", ")})`,
    );
  // Declarations must not import stylesheets (they fail `noUncheckedSideEffectImports`).
  const withCss = declarationFiles(join(dir, "node_modules/@ceremony")).filter((file) =>
    /^import\s+["'][^"']+\.css["']/m.test(readFileSync(file, "utf8")),
  );
  if (withCss.length > 0) throw new Error(`declarations import CSS: ${withCss.join(", ")}`);
} catch (error) {
  rmSync(dir, { recursive: true, force: true });
  throw error;
}

try {
  step("typecheck (strict, skipLibCheck off, noUncheckedSideEffectImports)");
  run("npx", ["tsc", "-p", "tsconfig.json"], dir);

  step("build with Vite");
  run("npx", ["vite", "build", "--logLevel", "error"], dir);

  step("render, validate, fill and submit in Chromium");
  const launch = JSON.parse(readFileSync(join(repo, "scripts/chromium.json"), "utf8"));
  server = await serveStatic(join(dir, "dist"));
  browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  const submit = page.getByRole("button", { name: "ثبت اطلاعات" });
  await submit.waitFor({ timeout: 30_000 });
  await submit.click();
  const required = page.getByText("پر کردن این فیلد الزامی می باشد", { exact: true });
  await required.nth(3).waitFor();
  if ((await required.count()) !== 4)
    throw new Error(`expected 4 required errors, saw ${await required.count()}`);

  await page.getByLabel("موبایل").fill("۰۹۱۲۳۴۵۶۷۸۹");
  await page.getByLabel("نوع مراسم").selectOption({ label: "عزاداری" });
  await page.getByLabel("تعداد مهمان").fill("۱۲۰");
  await page.getByLabel(/^نام/).fill("زهرا");
  // Implicit submission: Enter in a text field submits the form.
  await page.getByLabel(/^نام/).press("Enter");
  await page.waitForFunction(() => window.submitted.length === 1, null, { timeout: 10_000 });
  const body = await page.evaluate(() => window.submitted[0]);
  const expected = {
    e11_first_name: "زهرا",
    e12_mobile: "09123456789",
    e13_ceremony: "2",
    e14_guests: 120,
    form_id: 7,
  };
  if (JSON.stringify(body) !== JSON.stringify(expected))
    throw new Error(`submitted ${JSON.stringify(body)}, expected ${JSON.stringify(expected)}`);
  if ((await required.count()) !== 0) throw new Error("required errors stayed after filling the form");
  step("a server refusal lands on its field");
  await refusalCase(page);
  step("the analytics adapter receives the form's events");
  await analyticsCase(page);
  if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.join("; ")}`);

  step("published schema and /testing helpers: a payload validated, each evolution policy rendered");
  const checks = await page.evaluate(() => window.schemaChecks());
  const blocked = "error: برای ثبت این فرم، برنامه را به‌روز کنید.";
  const sentOk = ["success: اطلاعات با موفقیت ثبت شد"];
  const expectedChecks = {
    validPayload: true,
    malformedPaths: ["/elements/0/name", "/steps/0/active"],
    policies: {
      drop: { sent: 1, notice: false, alert: false, messages: sentOk },
      notice: { sent: 1, notice: true, alert: false, messages: sentOk },
      block: { sent: 0, notice: true, alert: true, messages: [blocked] },
      "block, newer version": { sent: 0, notice: false, alert: true, messages: [blocked] },
    },
  };
  if (JSON.stringify(checks) !== JSON.stringify(expectedChecks))
    throw new Error(
      `schema and policy checks: ${JSON.stringify(checks)}, expected ${JSON.stringify(expectedChecks)}`,
    );
  if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.join("; ")}`);
  step("passed");
} finally {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
}
