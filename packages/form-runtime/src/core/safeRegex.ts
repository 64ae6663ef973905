/** Longest input a server pattern is run against; longer values fail the pattern instead of running it. */
export const MAX_PATTERN_INPUT = 2000;

/** A compiled server pattern: `test` has JavaScript `RegExp.test` semantics (a match anywhere). */
export interface SafeMatcher {
  readonly engine: "native" | "linear";
  test(input: string): boolean;
}

/** A compiled matcher, or why the pattern cannot run. */
export type CompiledPattern =
  | { readonly ok: true; readonly matcher: SafeMatcher }
  | { readonly ok: false; readonly reason: string };

interface Group {
  repeats: boolean;
  alternates: boolean;
}

/**
 * Cheap static check: true unless the pattern is one a backtracking engine runs in at most quadratic time.
 * The star-height test of safe-regex2 catches exponential patterns (a repeated group holding a repeat or an
 * alternation: `(a+)+`, `(a|a)*`) and backreferences; on top of it, more than one variable-length quantifier
 * (`*`, `+`, `?`, `{m,n}`) goes to the linear engine too, since `\d+\d+\d+x` or `a?a?a?…aaa` backtrack
 * polynomially or worse without any nesting. With at most one, each start position is tried in linear time.
 */
export function needsLinearEngine(source: string): boolean {
  const stack: Group[] = [{ repeats: false, alternates: false }];
  let closed: Group | null = null;
  let variable = 0;
  let afterQuantifier = false;
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    const top = stack[stack.length - 1] as Group;
    const previousWasQuantifier = afterQuantifier;
    afterQuantifier = false;
    if (ch === "\\") {
      const next = source[i + 1] ?? "";
      if (/[1-9]/.test(next) || next === "k") return true;
      closed = null;
      i += 2;
      continue;
    }
    if (ch === "[") {
      i += 1;
      if (source[i] === "^") i += 1;
      if (source[i] === "]") i += 1;
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
      i += 1;
      closed = null;
      continue;
    }
    if (ch === "(") {
      stack.push({ repeats: false, alternates: false });
      closed = null;
      // Group prefixes such as `(?:`, `(?=`, `(?<!` or `(?<name>` are syntax, not optional quantifiers.
      const prefix = /^\((?:\?(?:<[A-Za-z_$][\w$]*>|<=|<!|[:=!]))?/.exec(source.slice(i));
      i += prefix?.[0].length ?? 1;
      continue;
    }
    if (ch === ")") {
      closed = stack.length > 1 ? (stack.pop() as Group) : null;
      const parent = stack[stack.length - 1] as Group;
      if (closed?.repeats) parent.repeats = true;
      i += 1;
      continue;
    }
    if (ch === "|") {
      top.alternates = true;
      closed = null;
      i += 1;
      continue;
    }
    const quantifier = /^(?:[*+]|\{\d*,?\d*\})/.exec(source.slice(i, i + 12));
    if (quantifier) {
      const token = quantifier[0];
      const bounded = /^\{(\d+)\}$/.exec(token) ?? (token === "{0,1}" ? ["", "1"] : null);
      const repeating = !bounded || Number(bounded[1]) > 1;
      const range = /^\{(\d+),(\d+)\}$/.exec(token);
      if (!/^\{\d+\}$/.test(token) && !(range && range[1] === range[2])) variable += 1;
      if (variable > 1) return true;
      if (repeating) {
        if (closed && (closed.repeats || closed.alternates)) return true;
        top.repeats = true;
      }
      closed = null;
      i += token.length;
      afterQuantifier = true;
      continue;
    }
    if (ch === "?") {
      // After a quantifier `?` only makes it lazy; alone it makes an atom optional: variable, not repeating.
      if (!previousWasQuantifier) {
        variable += 1;
        if (variable > 1) return true;
      }
      afterQuantifier = true;
      i += 1;
      continue;
    }
    closed = null;
    i += 1;
  }
  return false;
}

/** Split a pattern written as a `/source/flags` literal; plain patterns have no flags. */
export function splitLiteral(pattern: string): { readonly source: string; readonly flags: string } {
  const literal = /^\/(.+)\/([dgimsuyv]*)$/s.exec(pattern);
  if (!literal) return { source: pattern, flags: "" };
  return { source: literal[1] ?? "", flags: (literal[2] ?? "").replace(/[gyd]/g, "") };
}

type Re2Module = typeof import("re2js");
let re2Loading: Promise<Re2Module> | null = null;

/** Load the linear-time engine once, as its own chunk. */
function loadRe2(): Promise<Re2Module> {
  re2Loading ??= import("re2js");
  return re2Loading;
}

function capped(run: (input: string) => boolean): (input: string) => boolean {
  return (input) => input.length <= MAX_PATTERN_INPUT && run(input);
}

/**
 * Compile a server-supplied pattern so that matching never freezes the page: native `RegExp` when the static
 * check finds no nested repetition, otherwise the linear-time `re2js` engine (loaded on demand, `\uXXXX`
 * translated to `\x{XXXX}`). A pattern neither can run yields `{ ok: false }` for a diagnostic.
 */
export async function compilePattern(pattern: string): Promise<CompiledPattern> {
  const { source, flags } = splitLiteral(pattern);
  if (!needsLinearEngine(source)) {
    try {
      const native = new RegExp(source, flags);
      return { ok: true, matcher: { engine: "native", test: capped((input) => native.test(input)) } };
    } catch {
      // Not valid JavaScript syntax: the linear engine may still accept it (RE2 syntax such as `\x{600}`).
    }
  }
  try {
    const { RE2JS } = await loadRe2();
    let re2Flags = 0;
    if (flags.includes("i")) re2Flags |= RE2JS.CASE_INSENSITIVE;
    if (flags.includes("m")) re2Flags |= RE2JS.MULTILINE;
    if (flags.includes("s")) re2Flags |= RE2JS.DOTALL;
    let translated: string;
    try {
      translated = RE2JS.translateRegExp(source);
    } catch {
      translated = source;
    }
    const linear = RE2JS.compile(translated, re2Flags);
    return { ok: true, matcher: { engine: "linear", test: capped((input) => linear.test(input)) } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `The pattern cannot run safely: ${reason}` };
  }
}
