/**
 * What `compilePattern` needs once a form has a pattern: the JavaScript regex parser, the backtracking-cost bound
 * and the RE2 translation. One module loaded on demand, so a form without patterns never downloads them and the
 * entry stays small (issue 13: at most 30 KB up front).
 */
export { RegExpParser } from "@eslint-community/regexpp";
export {
  backtrackingCost,
  isNativeSafe,
  LINEAR_PROGRAM_BUDGET,
  programSize,
} from "./regex/backtrackingCost";
export { collapseNestedRepeats } from "./regex/collapseNestedRepeats";
export { NoLinearEquivalent, toRe2Syntax } from "./regex/toRe2Syntax";
