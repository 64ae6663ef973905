// Regex engine benchmark (issue 12 item 13): adversarial server patterns on inputs up to 5,000 characters, each
// case in its own worker so a frozen backtracking engine is stopped and reported instead of hanging the script.
// Usage: pnpm --filter @ceremony/form-runtime bench:regex [-- --before=main]   (writes bench/results/regex.md)
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

const FREEZE_MS = 5000;
const RUNS = 21;

const alternation28 = `^${"(?:a|a)".repeat(28)}`;
/** [label, pattern, input, what JavaScript's RegExp answers] */
const cases = [
  ["(a) alternation ×28, 28 chars", alternation28, `${"a".repeat(27)}!`, false],
  ["(a) alternation ×28, 5,000 chars", alternation28, `${"a".repeat(27)}!${"a".repeat(4972)}`, false],
  ["nested repeat", "^(a+)+$", `${"a".repeat(4999)}!`, false],
  ["words with optional space", "^(\\w+\\s?)*$", `${"a".repeat(4999)}!`, false],
  ["overlapping alternation", "(a|aa)+$", `${"a".repeat(4999)}b`, false],
  ["four adjacent \\d+", "^\\d+\\d+\\d+\\d+x$", "1".repeat(5000), false],
  ["unanchored \\d+x", "\\d+x", "1".repeat(5000), false],
  ["e-mail", "^([a-zA-Z0-9_.+-])+@(([a-zA-Z0-9-])+\\.)+([a-zA-Z0-9]{2,4})+$", "a".repeat(5000), false],
  ["(b) lookahead, 8 chars", "^(?=.*\\d).{8,}$", "abcdefgh", false],
  ["(b) lookahead, 5,000 chars", "^(?=.*\\d).{8,}$", "a".repeat(5000), false],
  ["(b) backreference", "^(a+)\\1$", "a".repeat(5000), true],
  ["(c) Persian name with no-break space", "^([\\u0600-\\u06FF]+\\s?)+$", "علی\u00a0رضا", true],
  ["(c) Persian name, 5,000 chars", "^([\\u0600-\\u06FF]+\\s?)+$", `${"ب".repeat(4999)}!`, false],
  ["(c) dot and \\r", "^(.+)+$", "a\rb", false],
  ["(d) 5,000 chars, simple", "^a*$", "a".repeat(5000), true],
  ["large counted repeats (refused)", "^[a-z]{1,1000}[0-9]{1,1000}$", "a".repeat(5000), false],
  [
    "counted repeats over the linear budget (refused)",
    "^(?:[a-z]{1,40}[0-9]?){1,5}$",
    `${"a".repeat(4999)}!`,
    false,
  ],
  ["counted repeats within the linear budget", "^(?:[a-z]{1,10}[0-9]?){1,5}$", `${"a".repeat(4999)}!`, false],
  ["mobile number", "^09[0-9]{9}$", `09${"1".repeat(4998)}`, false],
];

async function measure({ modulePath, pattern, input }) {
  const { tsImport } = await import("tsx/esm/api");
  const { compilePattern } = await tsImport(modulePath, import.meta.url);
  // Warm both engines' code on an unrelated pattern, as a page that has validated a field already would have.
  for (const warm of ["^(x+)+y$", "^x\\d{2}$"]) {
    const w = await compilePattern(warm);
    for (let i = 0; i < 50; i += 1) w.matcher?.test("x".repeat(i * 20));
  }
  const compiled = await compilePattern(pattern);
  if (!compiled.matcher && !compiled.ok) return { engine: "unvalidated", result: null, ms: 0 };
  const { MAX_PATTERN_INPUT } = await tsImport(modulePath, import.meta.url);
  const capped = MAX_PATTERN_INPUT !== undefined && input.length > MAX_PATTERN_INPUT;
  const matcher = compiled.matcher;
  const times = [];
  const cpuTimes = [];
  let result = null;
  // The pattern's first run is included: it builds the linear engine's state cache for this input.
  for (let i = 0; i <= RUNS; i += 1) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    result = matcher.test(input);
    times.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return {
    engine: matcher.engine,
    result,
    ms: times[Math.floor(times.length / 2)],
    max: times.at(-1),
    cpuMax: Math.max(...cpuTimes),
    capped,
  };
}

if (!isMainThread) {
  parentPort.postMessage(await measure(workerData));
} else {
  const here = fileURLToPath(new URL(".", import.meta.url));
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const before = arg("before");
  const runOne = (modulePath, [, pattern, input]) =>
    new Promise((resolve) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { modulePath, pattern, input },
      });
      const timer = setTimeout(() => {
        worker.terminate();
        resolve({ engine: "native", result: null, ms: Number.POSITIVE_INFINITY });
      }, FREEZE_MS);
      worker.once("message", (m) => {
        clearTimeout(timer);
        worker.terminate();
        resolve(m);
      });
      worker.once("error", (e) => {
        clearTimeout(timer);
        resolve({ engine: "error", result: null, ms: Number.NaN, error: String(e) });
      });
    });
  const after = new URL("../src/core/safeRegex.ts", import.meta.url).href;
  let beforePath = null;
  if (before) {
    beforePath = fileURLToPath(new URL(`../src/core/safeRegex.before.tmp.ts`, import.meta.url));
    const text = execFileSync("git", ["show", `${before}:packages/form-runtime/src/core/safeRegex.ts`], {
      encoding: "utf8",
    });
    writeFileSync(beforePath, text);
  }
  const rows = [];
  try {
    for (const c of cases) {
      const now = await runOne(after, c);
      const old = beforePath ? await runOne(new URL(`file://${beforePath}`).href, c) : null;
      rows.push({
        label: c[0],
        pattern: c[1],
        length: [...c[2]].length,
        expected: c[3],
        after: now,
        before: old,
      });
      console.log(c[0], old ? JSON.stringify(old) : "", JSON.stringify(now));
    }
  } finally {
    if (beforePath) rmSync(beforePath, { force: true });
  }
  const cell = (r, expected) => {
    if (!r) return "";
    const time =
      r.ms === Number.POSITIVE_INFINITY
        ? `> ${FREEZE_MS} ms (frozen, stopped)`
        : `${r.ms.toFixed(3)} ms${r.max === undefined ? "" : ` (worst ${r.max.toFixed(2)} wall, ${r.cpuMax.toFixed(2)} CPU)`}`;
    const verdict = r.capped
      ? "false (over the 2,000-char cap, not run)"
      : r.engine === "refused"
        ? "refused (fail closed)"
        : r.result === null
          ? r.engine === "unvalidated"
            ? "not validated (passes)"
            : "no answer"
          : r.result === expected
            ? `${r.result}`
            : `**${r.result} (wrong)**`;
    return `${r.engine} · ${verdict} · ${time}`;
  };
  const mdCell = (s) => s.replace(/\|/g, "\\|").replace(/\r/g, "\\r");
  const header = before
    ? "| case | pattern | chars | RegExp says | before (`" +
      before +
      "`) | after |\n|---|---|---:|---|---|---|"
    : "| case | pattern | chars | RegExp says | result |\n|---|---|---:|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.label} | \`${mdCell(r.pattern.length > 60 ? `${r.pattern.slice(0, 57)}…` : r.pattern)}\` | ${r.length} | ${r.expected} | ${
        before ? `${cell(r.before, r.expected)} | ` : ""
      }${cell(r.after, r.expected)} |`,
  );
  const validated = rows.filter((r) => r.after.engine !== "refused");
  const worst = Math.max(...validated.map((r) => r.after.ms));
  const worstRun = Math.max(...validated.map((r) => r.after.max ?? r.after.ms));
  const worstCpu = Math.max(...validated.map((r) => r.after.cpuMax ?? r.after.ms));
  const md = [
    "<!-- Written by bench/regex.mjs; do not edit by hand. -->",
    `Machine load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores. Median of ${RUNS} runs of \`matcher.test(input)\` after compiling, Node ${process.version}, one worker per case (stopped after ${FREEZE_MS} ms).`,
    "Cells: engine · answer · median wall-clock time (worst run as wall clock and as CPU time of the process).",
    "",
    header,
    ...lines,
    "",
    `Slowest validated case after: median ${worst.toFixed(3)} ms; slowest single run ${worstRun.toFixed(2)} ms wall clock, ${worstCpu.toFixed(2)} ms CPU time of the process (each pattern's first run included, engines warmed on another pattern; the wall clock also counts time spent waiting for a core on this shared machine, the CPU time also counts the compiler and GC threads).`,
    "",
  ].join("\n");
  writeFileSync(`${here}results/regex.md`, md);
  console.log(md);
}
