import type { AST } from "@eslint-community/regexpp";

/** A bound on work as `mult × n^deg` for an input of length n; `deg` is Infinity when exponential in n. */
export interface Cost {
  readonly deg: number;
  readonly mult: number;
}

const ONE: Cost = { deg: 0, mult: 1 };
const N: Cost = { deg: 1, mult: 1 };
const UNBOUNDED: Cost = { deg: Number.POSITIVE_INFINITY, mult: 1 };

/** A bounded repetition range up to this size counts as a constant number of choices, above it as n. */
const SMALL_RANGE = 16;

function mul(a: Cost, b: Cost): Cost {
  return { deg: a.deg + b.deg, mult: a.mult * b.mult };
}

function add(a: Cost, b: Cost): Cost {
  if (a.deg === b.deg) return { deg: a.deg, mult: a.mult + b.mult };
  return a.deg > b.deg ? a : b;
}

function pow(a: Cost, times: number): Cost {
  return { deg: a.deg * times, mult: a.mult ** times };
}

/** `paths`: ways a node can match at one position (what later nodes are retried for); `work`: steps it costs. */
interface Shape {
  readonly paths: Cost;
  readonly work: Cost;
}

const FIXED: Shape = { paths: ONE, work: ONE };

function alternatives(list: readonly AST.Alternative[]): Shape {
  let paths: Cost = { deg: 0, mult: 0 };
  let work: Cost = { deg: 0, mult: 0 };
  for (const alternative of list) {
    const shape = sequence(alternative.elements);
    paths = add(paths, shape.paths);
    work = add(work, shape.work);
  }
  return { paths, work };
}

function sequence(elements: readonly AST.Element[]): Shape {
  let visits = ONE;
  let work: Cost = ONE;
  for (const element of elements) {
    const shape = node(element);
    work = add(work, mul(visits, shape.work));
    visits = mul(visits, shape.paths);
  }
  return { paths: visits, work: add(work, visits) };
}

function quantifier(q: AST.Quantifier): Shape {
  const inner = node(q.element);
  const choiceFree = inner.paths.deg === 0 && inner.paths.mult <= 1;
  if (q.max <= 1) return { paths: add(inner.paths, ONE), work: add(inner.work, ONE) };
  if (q.min === q.max)
    return { paths: pow(inner.paths, q.min), work: mul(pow(inner.paths, q.min), inner.work) };
  // A repeated element with several ways to match can split the input exponentially many ways: `(a|a)+`, `(a+)+`.
  if (!choiceFree) return { paths: UNBOUNDED, work: UNBOUNDED };
  const range = q.max - q.min + 1;
  const counts = range <= SMALL_RANGE ? { deg: 0, mult: range } : N;
  return { paths: counts, work: mul(counts, inner.work) };
}

function node(element: AST.Element | AST.QuantifiableElement): Shape {
  switch (element.type) {
    case "Quantifier":
      return quantifier(element);
    case "Group":
    case "CapturingGroup":
      return alternatives(element.alternatives);
    case "Assertion":
      // JavaScript lookarounds are atomic: their body runs in full at each visit, later nodes never re-enter it.
      if (element.kind === "lookahead" || element.kind === "lookbehind")
        return { paths: ONE, work: alternatives(element.alternatives).work };
      return FIXED;
    case "Backreference":
      return { paths: ONE, work: N };
    default:
      return FIXED;
  }
}

function anchoredAtStart(list: readonly AST.Alternative[]): boolean {
  return list.every((alternative) => {
    const first = alternative.elements[0];
    if (!first) return false;
    if (first.type === "Assertion" && first.kind === "start") return true;
    if (first.type === "Group" || first.type === "CapturingGroup") return anchoredAtStart(first.alternatives);
    return false;
  });
}

/**
 * Upper bound on the steps a backtracking engine (V8's irregexp) takes to run `pattern` on an input of length n,
 * from its structure: every way to split the input between quantifiers and alternatives is a path retried on
 * failure. An unanchored pattern (or one under the `m` flag) is retried at each of the n start positions.
 */
export function backtrackingCost(pattern: AST.Pattern, multiline: boolean): Cost {
  const { work } = alternatives(pattern.alternatives);
  return !multiline && anchoredAtStart(pattern.alternatives) ? work : mul(work, N);
}

/** Largest `mult` allowed at degree 1 and at degree 0 for the native engine (5,000 chars stay far under 5 ms). */
const LINEAR_BUDGET = 64;
const CONSTANT_BUDGET = 100_000;

/** True when the bound says the native engine runs in linear time with a small constant. */
export function isNativeSafe(cost: Cost): boolean {
  if (cost.deg === 0) return cost.mult <= CONSTANT_BUDGET;
  return cost.deg === 1 && cost.mult <= LINEAR_BUDGET;
}

function programSizeOf(list: readonly AST.Alternative[]): number {
  let size = list.length - 1;
  for (const alternative of list) for (const element of alternative.elements) size += elementSize(element);
  return size;
}

function elementSize(element: AST.Element | AST.QuantifiableElement): number {
  switch (element.type) {
    case "Quantifier": {
      const copies = element.max === Number.POSITIVE_INFINITY ? element.min + 1 : element.max;
      return elementSize(element.element) * Math.max(copies, 1) + 1;
    }
    case "Group":
    case "CapturingGroup":
    case "Assertion":
      return "alternatives" in element ? programSizeOf(element.alternatives) : 1;
    default:
      return 1;
  }
}

/**
 * Rough number of instructions of the pattern once compiled by RE2, which expands counted repeats (`x{1,1000}` is a
 * thousand copies). The linear engine's time is input length × live instructions, so this bounds its constant.
 */
export function programSize(pattern: AST.Pattern): number {
  return programSizeOf(pattern.alternatives);
}

/** Largest {@link programSize} sent to the linear engine: its lazy DFA builds states on a first run, which took 27–170 ms at 210 instructions on 5,000 characters on this loaded machine, and 0.2–2 ms under 100. */
export const LINEAR_PROGRAM_BUDGET = 120;
