// The rules of scripts/check-tests.mjs as one pure function from a test file's text to its problems, so the
// guard's own tests (testGuard.test.mjs) can prove each rule fires on a bad file and stays quiet on a good one.
// It reads the TypeScript syntax tree, not lines: strings and comments never match, and a test body is known.
import ts from "typescript";

/** Functions that register tests or groups of tests (Vitest's names; Playwright's `test` is the same word). */
const RUNNERS = new Set(["it", "test", "describe", "suite", "bench"]);
/** Functions that register one test, whose body must assert something. */
const TESTS = new Set(["it", "test"]);
/** Modifiers that make a run skip, focus or postpone tests, statically or at run time. */
const MODIFIERS = new Map([
  ["only", "focused test"],
  ["skip", "skipped test"],
  ["todo", "todo test"],
  ["skipIf", "conditionally skipped test (skipIf)"],
  ["runIf", "conditionally run test (runIf)"],
  ["fixme", "skipped test (fixme)"],
]);
const JASMINE = new Set(["xit", "xtest", "xdescribe", "fit", "fdescribe", "ftest"]);
/** Calls that read whether a file exists: a test guarded by one passes silently where the fixture is absent. */
const FILE_PROBES = new Set([
  "existsSync",
  "exists",
  "statSync",
  "stat",
  "lstatSync",
  "accessSync",
  "access",
]);
const ASSERTING = /^(expect|assert)/i;

/**
 * The problems of one test file.
 * @param {string} text the file's source
 * @param {string} fileName used for the parser's dialect (tsx or ts) and in no message
 * @returns {Array<{ line: number, why: string }>}
 */
export function testFileProblems(text, fileName) {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {Array<{ line: number, why: string }>} */
  const problems = [];
  const report = (/** @type {ts.Node} */ node, /** @type {string} */ why) =>
    problems.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, why });
  const asserting = assertingHelpers(source);
  const probes = probeVariables(source);

  let snapshots = 0;
  let expects = 0;
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const chain = calleeChain(node.expression);
      const root = chain[0];
      if (root && JASMINE.has(root) && chain.length === 1) report(node, "focused or skipped test");
      const modifier = chain.slice(1).find((name) => MODIFIERS.has(name));
      // `it.skipIf(c)("name", fn)` is two calls: judge the outer one only.
      const curried = ts.isCallExpression(node.parent) && node.parent.expression === node;
      if (modifier && !curried && (RUNNERS.has(root ?? "") || chain.length === 2))
        // `ctx.skip()` / `context.skip()` inside a test skips it at run time: the same lie as `it.skip`.
        report(node, MODIFIERS.get(modifier) ?? "");
      const callee = node.expression;
      if (
        (ts.isIdentifier(callee) && callee.text === "expect") ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === "expect")
      )
        expects++;
      if (chain.at(-1) === "toMatchSnapshot" || chain.at(-1) === "toMatchInlineSnapshot") snapshots++;
      if (root === "expect" && chain.length === 1 && node.arguments[0]?.kind === ts.SyntaxKind.TrueKeyword)
        report(node, "expect(true) asserts nothing");
      if (root && RUNNERS.has(root) && !modifier) {
        const guard = fixtureGuard(node, probes);
        if (guard) report(node, `registered only when a file exists (${guard}): absent, it passes silently`);
      }
      const body = root && TESTS.has(root) && !modifier ? testBody(node) : undefined;
      if (body) {
        if (!containsAssertion(body, asserting))
          report(node, "test without an assertion (no expect/assert call in its body)");
        for (const early of fixtureReturns(body, probes))
          report(early, "returns early when a file is absent: the test passes without checking anything");
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (snapshots > 0 && snapshots >= expects) problems.push({ line: 0, why: "only snapshot assertions" });
  return problems;
}

/**
 * The names along a callee, root first: `it.each(rows)` → ["it", "each"], `describe.concurrent.skip` →
 * ["describe", "concurrent", "skip"], `expect.poll(f)` → ["expect", "poll"].
 * @param {ts.Expression} expression
 * @returns {string[]}
 */
function calleeChain(expression) {
  if (ts.isIdentifier(expression)) return [expression.text];
  if (ts.isPropertyAccessExpression(expression)) {
    // A chain counts only from a name: `/re/.test(s)` and `"a".at(0)` are not the `test` runner.
    const base = calleeChain(expression.expression);
    return base.length > 0 ? [...base, expression.name.text] : [];
  }
  if (ts.isCallExpression(expression)) return calleeChain(expression.expression);
  if (ts.isTaggedTemplateExpression(expression)) return calleeChain(expression.tag);
  if (ts.isNonNullExpression(expression) || ts.isParenthesizedExpression(expression))
    return calleeChain(expression.expression);
  return [];
}

/**
 * The function a test call runs, if any (`it(name, fn)`, `it(name, options, fn)`, `it.each(rows)(name, fn)`).
 * @param {ts.CallExpression} call
 * @returns {ts.FunctionLikeDeclaration | undefined}
 */
function testBody(call) {
  const fn = call.arguments.find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
  return fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : undefined;
}

/**
 * Names of the file's own functions that assert (directly or through another such function), so a test that
 * calls `checkRow(row)` whose body holds the `expect` counts as asserting.
 * @param {ts.SourceFile} source
 * @returns {Set<string>}
 */
function assertingHelpers(source) {
  /** @type {Map<string, ts.Node>} */
  const functions = new Map();
  /** @param {ts.Node} node */
  const collect = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) functions.set(node.name.text, node.body);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      functions.set(node.name.text, node.initializer.body);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const found = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, body] of functions) {
      if (!found.has(name) && containsAssertion(body, found)) {
        found.add(name);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * Whether a body calls `expect…`/`assert…` (including `expect.poll`, `fc.assert`, `expectTypeOf`, helpers named
 * so), a local asserting helper, or an assertion in a callback it passes on (`waitFor(() => expect(…))`).
 * @param {ts.Node} body
 * @param {Set<string>} helpers
 */
function containsAssertion(body, helpers) {
  let found = false;
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (found) return;
    if (ts.isCallExpression(node)) {
      const chain = calleeChain(node.expression);
      if (chain.some((name) => ASSERTING.test(name)) || (chain.length === 1 && helpers.has(chain[0] ?? ""))) {
        found = true;
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/**
 * Variables whose value comes from a file probe (`const hasSpec = existsSync(dir)`, `.find((p) => existsSync(p))`),
 * so a condition that reads them probes the file system too.
 * @param {ts.SourceFile} source
 * @returns {Map<string, string>} variable name → the probe it holds
 */
function probeVariables(source) {
  /** @type {Map<string, string>} */
  const found = new Map();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const probe = fileProbe(node.initializer, found);
      if (probe) found.set(node.name.text, probe);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The file probe in a condition, if the node is registered inside `if (existsSync(…))` or `existsSync(…) ? … : …`.
 * @param {ts.Node} node
 * @param {Map<string, string>} probes
 * @returns {string | undefined}
 */
function fixtureGuard(node, probes) {
  for (let at = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isIfStatement(at) || ts.isConditionalExpression(at)) {
      const condition = ts.isIfStatement(at) ? at.expression : at.condition;
      const probe = fileProbe(condition, probes);
      if (probe) return probe;
    }
    if (
      ts.isFunctionLike(at) &&
      ts.isCallExpression(at.parent) &&
      TESTS.has(calleeChain(at.parent.expression)[0] ?? "")
    )
      return undefined;
  }
  return undefined;
}

/**
 * `return` statements of a test body that sit under a condition probing the file system.
 * @param {ts.FunctionLikeDeclaration} fn
 * @param {Map<string, string>} probes
 * @returns {ts.Node[]}
 */
function fixtureReturns(fn, probes) {
  /** @type {ts.Node[]} */
  const found = [];
  /** @param {ts.Node} node @param {boolean} guarded */
  const visit = (node, guarded) => {
    if (ts.isFunctionLike(node) && node !== fn) return;
    if (ts.isReturnStatement(node) && guarded) found.push(node);
    if (ts.isIfStatement(node) && fileProbe(node.expression, probes)) {
      visit(node.thenStatement, true);
      if (node.elseStatement) visit(node.elseStatement, true);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, guarded));
  };
  if (fn.body) visit(fn.body, false);
  return found;
}

/**
 * The name of the first file-system probe called (or read through a variable) in an expression, callbacks
 * included (`files.every((f) => existsSync(f))`).
 * @param {ts.Node} expression
 * @param {Map<string, string>} probes variables known to hold a probe's answer
 * @returns {string | undefined}
 */
function fileProbe(expression, probes) {
  /** @type {string | undefined} */
  let found;
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (found) return;
    if (ts.isCallExpression(node)) {
      const name = calleeChain(node.expression).at(-1);
      if (name && FILE_PROBES.has(name)) {
        found = name;
        return;
      }
    }
    if (ts.isIdentifier(node) && probes.has(node.text)) {
      found = probes.get(node.text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}
