import { RE2JS } from "re2js";

/**
 * Text the linear engine is run on once when a pattern is compiled (with the form, not at a keystroke): Latin and
 * Persian letters and digits, spaces (a no-break one too), punctuation and a line break, mixed and in runs. The
 * engine builds its search states lazily on first use; most of a pattern's states are met on this text, so the
 * first keystroke finds them built instead of paying for them (its cold first match took 6.6–8.7 ms, a warm one
 * well under 1 ms, bench/results/regex.md).
 */
const WARM_UP_TEXT = "aZ09_- .@\u00a0\u0628\u06f1\r\n!";
const WARM_UP_INPUTS = [
  "",
  WARM_UP_TEXT,
  WARM_UP_TEXT.repeat(24),
  // A run of one kind of character (a word, a number) walks the states a repeat goes through.
  ...Array.from(WARM_UP_TEXT, (character) => character.repeat(64)),
  // Every kind of character after every other, at the start of a text: an anchored pattern (`^…$`) meets its
  // states only from the start, and the texts above all begin with "a" (a Persian name with a space between two
  // words met three new states at the keystroke).
  ...Array.from(WARM_UP_TEXT, (first) =>
    Array.from(WARM_UP_TEXT, (second) => `${first}${first}${second}${second}${first}`),
  ).flat(),
  // Long inputs take re2js's other matcher (the bit-state backtracker only serves short texts), whose first run
  // was the slow one on 5,000 characters: warm it on a long mixed text, and on a long run that then breaks off.
  WARM_UP_TEXT.repeat(256),
  `${"a".repeat(4096)}${WARM_UP_TEXT}`,
  // End on short texts. A long run makes V8 mark the matcher's loop hot and compile it with optimisations on the
  // *next* call (synchronously when the main thread does it itself): ending on the long text left that compile,
  // 5–11 ms, to the first keystroke (`^(a+)+$`: 7.6 ms). These calls take it inside the warm-up.
  "",
  WARM_UP_TEXT,
];

function warmUp(linear: { test(input: string): boolean }): void {
  for (const input of WARM_UP_INPUTS) linear.test(input);
}

/**
 * Compiles an RE2-syntax pattern on re2js and warms it (this module is loaded on demand with re2js, so neither the
 * engine nor its warm-up weigh on the form's up-front JavaScript).
 */
export function compileLinear(source: string, ignoreCase: boolean): { test(input: string): boolean } {
  const linear = RE2JS.compile(source, ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
  warmUp(linear);
  return linear;
}
