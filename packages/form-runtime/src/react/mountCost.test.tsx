import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../test/renderForm";

/** React's tags of function, class, forwardRef, memo and simple-memo components. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

interface Fiber {
  readonly tag: number;
  readonly stateNode: { readonly current?: Fiber } | null;
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
}

/** Component fibers mounted under `container` (read from React's root fiber; no timing involved). */
function componentCount(container: HTMLElement): number {
  const key = Object.keys(container).find((k) => k.startsWith("__reactContainer$"));
  if (!key) throw new Error("no React root on the container");
  let count = 0;
  const walk = (fiber: Fiber | null) => {
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag)) count += 1;
      walk(node.child);
    }
  };
  // The container keeps the root's first fiber; the tree on screen hangs from the root's `current`.
  walk((container as unknown as Record<string, Fiber>)[key]?.stateNode?.current ?? null);
  return count;
}

/** `n` fields of each of the benchmark's kinds: text, number, select and checkbox. */
function fields(n: number) {
  return Array.from({ length: n }, (_, i) => [
    { id: 1000 + i, name: `t${i}`, caption: `متن ${i}`, input_type: 1, data_type: 1, required_field: 1 },
    { id: 2000 + i, name: `n${i}`, caption: `عدد ${i}`, input_type: 1, data_type: 2, required_field: 1 },
    {
      id: 3000 + i,
      name: `s${i}`,
      caption: `گزینه ${i}`,
      input_type: 5,
      data_type: 1,
      required_field: 1,
      options: [{ value: "a", title: "الف" }],
    },
    { id: 4000 + i, name: `c${i}`, caption: `تیک ${i}`, input_type: 4, data_type: 4 },
  ]).flat();
}

describe("what a field costs at mount", () => {
  it("mounts two components per field (the field and its kind's renderer), whatever the kind", async () => {
    const small = await renderForm(fields(5));
    const base = componentCount(small.container);
    small.unmount();
    const large = await renderForm(fields(15));
    await screen.findByLabelText(/متن 14/);
    // 40 more fields, 10 of each kind.
    expect((componentCount(large.container) - base) / 40).toBe(2);
  });
});
