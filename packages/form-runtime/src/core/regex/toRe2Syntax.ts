import type { AST } from "@eslint-community/regexpp";
import {
  ALL,
  type CodePointSet,
  complement,
  JS_DIGIT,
  JS_DOT,
  JS_SPACE,
  JS_WORD,
  JS_WORD_UNICODE_IGNORE_CASE,
  re2Literal,
  re2Ranges,
} from "./codePointSets";

/** Why a JavaScript pattern has no RE2 equivalent (lookarounds, backreferences…). */
export class NoLinearEquivalent extends Error {
  constructor(feature: string) {
    super(`the linear engine has no equivalent of ${feature}`);
    this.name = "NoLinearEquivalent";
  }
}

/** Flags in force at a point of the pattern (modifier groups can change `i`, `m`, `s`). */
interface Mode {
  readonly ignoreCase: boolean;
  readonly multiline: boolean;
  readonly dotAll: boolean;
  readonly unicode: boolean;
}

/** JavaScript's general-category long names that RE2 knows only by their short form. */
const CATEGORY_SHORT: Readonly<Record<string, string>> = {
  Letter: "L",
  Cased_Letter: "LC",
  Uppercase_Letter: "Lu",
  Lowercase_Letter: "Ll",
  Titlecase_Letter: "Lt",
  Modifier_Letter: "Lm",
  Other_Letter: "Lo",
  Mark: "M",
  Nonspacing_Mark: "Mn",
  Spacing_Mark: "Mc",
  Enclosing_Mark: "Me",
  Number: "N",
  Decimal_Number: "Nd",
  Letter_Number: "Nl",
  Other_Number: "No",
  Punctuation: "P",
  Symbol: "S",
  Separator: "Z",
  Space_Separator: "Zs",
  Other: "C",
  Control: "Cc",
  Format: "Cf",
};

function escapeSet(element: AST.EscapeCharacterSet, mode: Mode): CodePointSet {
  const base =
    element.kind === "digit"
      ? JS_DIGIT
      : element.kind === "space"
        ? JS_SPACE
        : mode.unicode && mode.ignoreCase
          ? JS_WORD_UNICODE_IGNORE_CASE
          : JS_WORD;
  return element.negate ? complement(base) : base;
}

function property(element: AST.UnicodePropertyCharacterSet): string {
  if (element.strings) throw new NoLinearEquivalent(`the string property \\p{${element.key}}`);
  let name: string | null = null;
  if (element.key === "General_Category" && element.value)
    name = CATEGORY_SHORT[element.value] ?? element.value;
  else if (element.key === "Script" && element.value) name = element.value;
  if (!name || !/^[A-Za-z_]+$/.test(name)) throw new NoLinearEquivalent(`the property ${element.raw}`);
  return `${element.negate ? "\\P" : "\\p"}{${name}}`;
}

/** One member of a bracket expression, as RE2 bracket content. */
function classMember(element: AST.CharacterClassElement, mode: Mode): string {
  switch (element.type) {
    case "Character":
      return re2Literal(element.value);
    case "CharacterClassRange":
      return `${re2Literal(element.min.value)}-${re2Literal(element.max.value)}`;
    case "CharacterSet":
      return element.kind === "property" ? property(element) : re2Ranges(escapeSet(element, mode));
    default:
      throw new NoLinearEquivalent(`the set operation ${element.raw}`);
  }
}

function characterClass(element: AST.CharacterClass, mode: Mode): string {
  if (element.elements.length === 0) return element.negate ? `[${re2Ranges(ALL)}]` : "[^\\x{0}-\\x{10ffff}]";
  return `[${element.negate ? "^" : ""}${element.elements.map((e) => classMember(e, mode)).join("")}]`;
}

function alternatives(list: readonly AST.Alternative[], mode: Mode): string {
  return list.map((alternative) => alternative.elements.map((e) => element(e, mode)).join("")).join("|");
}

function modifiedMode(group: AST.Group, mode: Mode): Mode {
  if (!group.modifiers) return mode;
  const { add, remove } = group.modifiers;
  return {
    unicode: mode.unicode,
    ignoreCase: (mode.ignoreCase || add.ignoreCase) && !remove?.ignoreCase,
    multiline: (mode.multiline || add.multiline) && !remove?.multiline,
    dotAll: (mode.dotAll || add.dotAll) && !remove?.dotAll,
  };
}

function quantifierSuffix(q: AST.Quantifier): string {
  const lazy = q.greedy ? "" : "?";
  if (q.max === Number.POSITIVE_INFINITY) {
    if (q.min === 0) return `*${lazy}`;
    if (q.min === 1) return `+${lazy}`;
    return `{${q.min},}${lazy}`;
  }
  if (q.min === q.max) return `{${q.min}}`;
  return `{${q.min},${q.max}}${lazy}`;
}

/** Single-character nodes take a quantifier without a wrapping group (RE2 compiles those tighter). */
function atomic(node: AST.QuantifiableElement): boolean {
  return node.type === "Character" || node.type === "CharacterClass" || node.type === "CharacterSet";
}

function element(node: AST.Element | AST.QuantifiableElement, mode: Mode): string {
  switch (node.type) {
    case "Character":
      return re2Literal(node.value);
    case "CharacterSet":
      if (node.kind === "any") return `[${re2Ranges(mode.dotAll ? ALL : JS_DOT)}]`;
      if (node.kind === "property") return property(node);
      return `[${re2Ranges(escapeSet(node, mode))}]`;
    case "CharacterClass":
      return characterClass(node, mode);
    case "Quantifier":
      return `${atomic(node.element) ? element(node.element, mode) : `(?:${element(node.element, mode)})`}${quantifierSuffix(node)}`;
    case "CapturingGroup":
      return `(?:${alternatives(node.alternatives, mode)})`;
    case "Group": {
      const inner = modifiedMode(node, mode);
      const flag = inner.ignoreCase === mode.ignoreCase ? "" : inner.ignoreCase ? "i" : "-i";
      return `(?${flag}:${alternatives(node.alternatives, inner)})`;
    }
    case "Assertion":
      if (node.kind === "word") {
        // RE2's \b is ASCII like JavaScript's, except for the two extra word characters under `iu`.
        if (mode.unicode && mode.ignoreCase) throw new NoLinearEquivalent("\\b under the iu flags");
        return node.negate ? "\\B" : "\\b";
      }
      if (node.kind === "start" || node.kind === "end") {
        // RE2's multi-line mode ends lines only at \n; JavaScript also at \r, U+2028 and U+2029.
        if (mode.multiline) throw new NoLinearEquivalent(`${node.raw} under the m flag`);
        return node.kind === "start" ? "^" : "$";
      }
      throw new NoLinearEquivalent(`the ${node.kind} ${node.raw}`);
    case "Backreference":
      throw new NoLinearEquivalent(`the backreference ${node.raw}`);
    default:
      throw new NoLinearEquivalent(`the construct ${node.raw}`);
  }
}

/**
 * RE2 syntax with JavaScript's meaning: every character class escape and `.` become explicit ranges (JavaScript's
 * `\s` includes the no-break space and U+FEFF; its `.` excludes \r, U+2028 and U+2029), literals become `\x{…}`.
 * Throws {@link NoLinearEquivalent} for what RE2 cannot express. Case-insensitive matching uses RE2's simple case
 * folding, which differs from JavaScript's only for a few letters outside Persian and ASCII (e.g. U+212A KELVIN).
 */
export function toRe2Syntax(pattern: AST.Pattern, flags: AST.Flags): string {
  return alternatives(pattern.alternatives, {
    ignoreCase: flags.ignoreCase,
    multiline: flags.multiline,
    dotAll: flags.dotAll,
    unicode: flags.unicode || flags.unicodeSets,
  });
}
