/** A character class of digits only: `[0-9]`, `[1-8]`, `[01]`, `[\\d]`. */
const DIGIT_CLASS = /\[(?:[0-9]-[0-9]|[0-9]|\\d)+\]/g;
/** Quantifiers: `{n}`, `{n,}`, `{n,m}`, `+`, `*`, `?`. */
const QUANTIFIER = /\{[0-9]+(?:,[0-9]*)?\}|[+*?]/g;

/**
 * True when a server pattern accepts nothing but digits (`^0[1-8][0-9]{9}$`, `^[0-9]{10}$`): such a field wants the
 * digit keyboard. Anything it cannot read plainly (groups, alternatives, letters) answers false.
 */
export function isDigitsOnlyPattern(source: string): boolean {
  const body = source.replace(/^\^/, "").replace(/\$$/, "");
  if (body === "") return false;
  const rest = body
    .replace(DIGIT_CLASS, "")
    .replace(/\\d/g, "")
    .replace(QUANTIFIER, "")
    .replace(/[0-9]/g, "");
  return rest === "";
}
