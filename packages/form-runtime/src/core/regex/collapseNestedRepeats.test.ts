import { RegExpParser } from "@eslint-community/regexpp";
import { describe, expect, it } from "vitest";
import { collapseNestedRepeats } from "./collapseNestedRepeats";

function collapse(source: string): string {
  return collapseNestedRepeats(source, new RegExpParser().parsePattern(source, 0, source.length, {}));
}

describe("collapseNestedRepeats", () => {
  it.each([
    ["^(a+)+$", "^(a+)$"],
    ["^(.+)+$", "^(.+)$"],
    ["^(?:a*)*$", "^(?:a*)$"],
    ["^([a-z]+)*$", "^([a-z]+)?$"],
    ["^(a*)+$", "^(a*)$"],
    ["^(a+?)+?b", "^(a+?)b"],
    ["^(a{2,})*$", "^(a{2,})?$"],
    ["^(a+){1,}$", "^(a+)$"],
    ["^((a+)+)+$", "^((a+))$"],
    ["^((?:ab)+)+(c+)+$", "^((?:ab)+)(c+)$"],
    ["(?=(\\d+)+x)", "(?=(\\d+)x)"],
  ])("%s → %s", (written, collapsed) => {
    expect(collapse(written)).toBe(collapsed);
  });

  it.each([
    // Not one unbounded repeat inside, or not repeated without bound outside: another meaning, kept.
    "^(a+b)+$",
    "^(a|b+)+$",
    "^(a{1,3})+$",
    "^(a+){2,}$",
    "^(a+){1,5}$",
    "^(a+)?$",
    // A backreference sees what a group captured, which collapsing would change.
    "^(a+)+\\1$",
    "^(?<w>a+)+\\k<w>$",
  ])("keeps %s as written", (written) => {
    expect(collapse(written)).toBe(written);
  });
});
