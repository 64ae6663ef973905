import { type AST, visitRegExpAST } from "@eslint-community/regexpp";

/** The unbounded repeat a group consists of alone (through nested one-element groups), or null. */
function soleUnboundedRepeat(group: AST.Group | AST.CapturingGroup): AST.Quantifier | null {
  const [only, ...others] = group.alternatives;
  if (!only || others.length > 0 || only.elements.length !== 1) return null;
  const element = only.elements[0];
  if (element?.type === "Quantifier") return element.max === Number.POSITIVE_INFINITY ? element : null;
  if (element?.type === "Group" || element?.type === "CapturingGroup") return soleUnboundedRepeat(element);
  return null;
}

/**
 * Rewrites a repeat of a group that is itself an unbounded repeat — `(R+)+`, `(R*)*`, `(R+)*`, `(R*)+`, lazy or
 * `{1,}` alike — into the group alone (`(R+)`, `(R*)`) or the group made optional (`(R+)?`), so a server pattern
 * written the way ReDoS examples are becomes linear on JavaScript's own engine instead of needing the linear one.
 *
 * Why the answer of `test` is unchanged: a repeat `X{m,}` matches a set of spans closed under concatenation, so
 * one or more of them in a row is the set itself, and zero or more is the set plus the empty span. JavaScript's
 * rule that an iteration may not match empty only drops paths that reach a span another path reaches too, and
 * greedy or lazy changes the order spans are tried in, not which exist. Lookarounds and anchors inside are
 * conditions on positions, which concatenation keeps. What it would change is what a group captured, so a
 * pattern with any backreference is returned as written (`test` never reports captures otherwise).
 */
export function collapseNestedRepeats(source: string, pattern: AST.Pattern): string {
  const edits: { readonly from: number; readonly to: number; readonly text: string }[] = [];
  let backreference = false;
  visitRegExpAST(pattern, {
    onBackreferenceEnter() {
      backreference = true;
    },
    onQuantifierEnter(outer) {
      if (outer.max !== Number.POSITIVE_INFINITY || outer.min > 1) return;
      const group = outer.element;
      if (group.type !== "Group" && group.type !== "CapturingGroup") return;
      const inner = soleUnboundedRepeat(group);
      if (!inner) return;
      // The quantifier's own text follows its element: `+`, `*?`, `{0,}`…
      const emptyAllowed = outer.min === 0 && inner.min > 0;
      edits.push({ from: group.end, to: outer.end, text: emptyAllowed ? "?" : "" });
    },
  });
  if (backreference || edits.length === 0) return source;
  let result = source;
  for (const edit of edits.sort((a, b) => b.from - a.from))
    result = `${result.slice(0, edit.from)}${edit.text}${result.slice(edit.to)}`;
  return result;
}
