// Build step: rewrites each top-level `var x = wrap((a, b) => { … })` of the output, the shape rolldown gives a
// CommonJS module (React, ReactDOM and the scheduler are CommonJS), as `var x = wrap((function (a, b) { … }))`.
// V8 compiles a function lazily, on the main thread, the first time it is called, unless it is a parenthesized
// `function` expression, which it compiles eagerly while it streams the script off the main thread. ReactDOM's
// module body is one such function of ~200 KB: called lazily, it was the longest task of the load (measured with
// the long-animation-frame API: 115–270 ms of execution before, 43–102 ms after, on this machine under load).
// The rewrite keeps the meaning: it skips arrows that read `this`, `arguments` or `new.target`, and async arrows.
import { parseAst } from "vite";

/** @typedef {{ type: string; start: number; end: number; [key: string]: unknown }} Node */

/** True when `node` (an arrow's body) reads a binding an arrow takes from its surroundings. */
function readsOuterBindings(node) {
  /** @type {unknown[]} */
  const stack = [node];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== "object") continue;
    if (Array.isArray(item)) {
      stack.push(...item);
      continue;
    }
    const n = /** @type {Node} */ (item);
    if (n.type === "ThisExpression" || n.type === "MetaProperty") return true;
    if (n.type === "Identifier" && n.name === "arguments") return true;
    // A nested `function` has its own `this` and `arguments`; a nested arrow shares the outer ones.
    if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression") continue;
    for (const [key, value] of Object.entries(n))
      if (key !== "type" && typeof value === "object") stack.push(value);
  }
  return false;
}

/**
 * The rewritten code of one output chunk (unchanged when nothing matches).
 * @param {string} code
 */
export function eagerFactories(code) {
  const program = /** @type {{ body: Node[] }} */ (/** @type {unknown} */ (parseAst(code)));
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];
  for (const statement of program.body) {
    if (statement.type !== "VariableDeclaration") continue;
    for (const declarator of /** @type {Node[]} */ (statement.declarations)) {
      const call = /** @type {Node | null} */ (declarator.init);
      if (call?.type !== "CallExpression") continue;
      const args = /** @type {Node[]} */ (call.arguments);
      const arrow = args.length === 1 ? args[0] : undefined;
      if (arrow?.type !== "ArrowFunctionExpression" || arrow.async) continue;
      const body = /** @type {Node} */ (arrow.body);
      if (body.type !== "BlockStatement" || readsOuterBindings(body)) continue;
      const params = /** @type {Node[]} */ (arrow.params);
      const first = params[0];
      const last = params.at(-1);
      const list = first && last ? code.slice(first.start, last.end) : "";
      edits.push({ start: arrow.start, end: body.start, text: `(function(${list})` });
      edits.push({ start: arrow.end, end: arrow.end, text: ")" });
    }
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Vite plugin: applies eagerFactories to every JavaScript chunk of the build. */
export function eagerCommonJs() {
  return {
    name: "eager-commonjs",
    apply: /** @type {const} */ ("build"),
    generateBundle: {
      order: /** @type {const} */ ("post"),
      /** @param {unknown} _options @param {Record<string, { type: string; code?: string }>} bundle */
      handler(_options, bundle) {
        for (const item of Object.values(bundle))
          if (item.type === "chunk" && typeof item.code === "string") item.code = eagerFactories(item.code);
      },
    },
  };
}
