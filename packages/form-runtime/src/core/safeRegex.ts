import type { Cost } from "./regex/backtrackingCost";

/**
 * How a server pattern runs: `native` (JavaScript `RegExp`, when its backtracking cost is provably linear),
 * `linear` (re2js on a translation that keeps JavaScript's meaning), or `refused` (neither is safe or possible:
 * the matcher fails closed, every non-empty value is refused with its own message).
 */
export type PatternEngine = "native" | "linear" | "refused";

/** A compiled server pattern: `test` has JavaScript `RegExp.test` semantics (a match anywhere). */
export interface SafeMatcher {
  readonly engine: PatternEngine;
  test(input: string): boolean;
}

/** A compiled matcher, or why the pattern cannot run (then `matcher` is the fail-closed one, for the form). */
export type CompiledPattern =
  | { readonly ok: true; readonly matcher: SafeMatcher }
  | { readonly ok: false; readonly reason: string; readonly matcher: SafeMatcher };

/** Options of {@link compilePattern}; `engine` forces a path (tests compare both paths with `RegExp`). */
export interface CompileOptions {
  readonly engine?: "native" | "linear";
}

/** Split a pattern written as a `/source/flags` literal; plain patterns have no flags. */
export function splitLiteral(pattern: string): { readonly source: string; readonly flags: string } {
  const literal = /^\/(.+)\/([dgimsuyv]*)$/s.exec(pattern);
  if (!literal) return { source: pattern, flags: "" };
  return { source: literal[1] ?? "", flags: (literal[2] ?? "").replace(/[gyd]/g, "") };
}

type LinearModule = typeof import("./regex/linearEngine");
type AnalysisModule = typeof import("./patternAnalysis");
let linearLoading: Promise<LinearModule> | null = null;
let analysisLoading: Promise<AnalysisModule> | null = null;

/** Load the linear-time engine (re2js and its warm-up) once, as its own chunk. */
function loadLinear(): Promise<LinearModule> {
  linearLoading ??= import("./regex/linearEngine");
  return linearLoading;
}

/** Load the parser and the cost analysis once, as their own chunk (only forms with patterns need them). */
function loadAnalysis(): Promise<AnalysisModule> {
  analysisLoading ??= import("./patternAnalysis");
  return analysisLoading;
}

const refusedMatcher: SafeMatcher = { engine: "refused", test: () => false };

function refuse(reason: string): CompiledPattern {
  return { ok: false, reason: `The pattern cannot run safely: ${reason}`, matcher: refusedMatcher };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The cost bound of a pattern, for the benchmark and diagnostics; null when it is not JavaScript syntax. */
export async function patternCost(pattern: string): Promise<Cost | null> {
  const { source, flags } = splitLiteral(pattern);
  const { RegExpParser, backtrackingCost } = await loadAnalysis();
  try {
    const parser = new RegExpParser();
    const parsedFlags = parser.parseFlags(flags);
    const ast = parser.parsePattern(source, 0, source.length, {
      unicode: parsedFlags.unicode,
      unicodeSets: parsedFlags.unicodeSets,
    });
    return backtrackingCost(ast, parsedFlags.multiline);
  } catch {
    return null;
  }
}

/**
 * Compile a server-supplied pattern so that matching keeps JavaScript's meaning and never freezes the page.
 * The pattern is parsed as JavaScript; repeats of a repeat (`(R+)+`) are collapsed to the same meaning (see
 * `collapseNestedRepeats`); its backtracking cost is bounded from its structure ({@link
 * backtrackingCost}): linear with a small constant → native `RegExp`; otherwise it is translated to RE2 syntax with
 * JavaScript's meaning and run on `re2js` (linear time, loaded on demand). A pattern neither can run (a lookaround
 * or backreference whose cost is not linear, invalid syntax) yields `ok: false`, a reason for a diagnostic, and a
 * matcher that refuses every value: the field fails closed instead of going unvalidated.
 */
export async function compilePattern(
  pattern: string,
  options: CompileOptions = {},
): Promise<CompiledPattern> {
  const { source: written, flags } = splitLiteral(pattern);
  let native: RegExp;
  try {
    native = new RegExp(written, flags);
  } catch (error) {
    return refuse(`not a JavaScript regular expression (${describe(error)})`);
  }
  const analysis = await loadAnalysis();
  const { RegExpParser, backtrackingCost, isNativeSafe, LINEAR_PROGRAM_BUDGET, programSize } = analysis;
  const parser = new RegExpParser();
  const parsedFlags = parser.parseFlags(flags);
  const parse = (source: string) =>
    parser.parsePattern(source, 0, source.length, {
      unicode: parsedFlags.unicode,
      unicodeSets: parsedFlags.unicodeSets,
    });
  let ast: ReturnType<typeof parse>;
  try {
    ast = parse(written);
    // `(R+)+` and its kin mean what `(R+)` means to `test`: collapsed, they usually run natively.
    const collapsed = analysis.collapseNestedRepeats(written, ast);
    if (collapsed !== written) {
      ast = parse(collapsed);
      native = new RegExp(collapsed, flags);
    }
  } catch (error) {
    return refuse(`the pattern could not be analysed (${describe(error)})`);
  }
  const cost = backtrackingCost(ast, parsedFlags.multiline);
  const wantNative = options.engine ? options.engine === "native" : isNativeSafe(cost);
  if (wantNative) return { ok: true, matcher: { engine: "native", test: (input) => native.test(input) } };

  const size = programSize(ast);
  if (!options.engine && size > LINEAR_PROGRAM_BUDGET)
    return refuse(
      `its backtracking cost grows faster than the input and its counted repeats expand to about ${size} steps per character on the linear engine (at most ${LINEAR_PROGRAM_BUDGET})`,
    );
  let translated: string;
  try {
    translated = analysis.toRe2Syntax(ast, parsedFlags);
  } catch (error) {
    if (error instanceof analysis.NoLinearEquivalent)
      return refuse(`its backtracking cost grows faster than the input and ${error.message}`);
    throw error;
  }
  try {
    const { compileLinear } = await loadLinear();
    const linear = compileLinear(translated, parsedFlags.ignoreCase);
    return { ok: true, matcher: { engine: "linear", test: (input) => linear.test(input) } };
  } catch (error) {
    return refuse(`the linear engine refused it (${describe(error)})`);
  }
}
