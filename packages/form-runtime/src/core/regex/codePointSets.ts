/** A set of code points as sorted, non-overlapping, inclusive ranges. */
export type CodePointSet = readonly (readonly [number, number])[];

/** Highest Unicode code point. */
export const MAX_CODE_POINT = 0x10ffff;

/** What JavaScript's `\s` matches (WhiteSpace and LineTerminator of ECMA-262), as explicit ranges. */
export const JS_SPACE: CodePointSet = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

/** What JavaScript's `\d` matches. */
export const JS_DIGIT: CodePointSet = [[0x30, 0x39]];

/** What JavaScript's `\w` matches without the `i` + `u` combination. */
export const JS_WORD: CodePointSet = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];

/** `\w` under `iu` / `iv`: also the long s and the Kelvin sign, which case-fold into it. */
export const JS_WORD_UNICODE_IGNORE_CASE: CodePointSet = [...JS_WORD, [0x17f, 0x17f], [0x212a, 0x212a]];

/** What `.` matches without the `s` flag: everything but JavaScript's line terminators. */
export const JS_DOT: CodePointSet = complement([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
]);

/** Every code point (`.` under the `s` flag). */
export const ALL: CodePointSet = [[0, MAX_CODE_POINT]];

/** The code points not in `set`. */
export function complement(set: CodePointSet): CodePointSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of set) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

function hex(codePoint: number): string {
  return `\\x{${codePoint.toString(16)}}`;
}

/** The ranges of a set as the inside of an RE2 bracket expression (`\x{..}-\x{..}…`). */
export function re2Ranges(set: CodePointSet): string {
  return set.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join("");
}

/** One code point as an RE2 literal: letters and digits as themselves (RE2 simplifies those best), others escaped. */
export function re2Literal(codePoint: number): string {
  const char = String.fromCodePoint(codePoint);
  return /^[\p{L}\p{N}]$/u.test(char) ? char : hex(codePoint);
}
