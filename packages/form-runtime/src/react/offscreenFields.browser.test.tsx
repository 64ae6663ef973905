import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "../../test/renderForm";

const COUNT = 120;

/** `COUNT` required one-line text fields, ids 1…COUNT. */
const elements = Array.from({ length: COUNT }, (_, i) => ({
  id: i + 1,
  name: `t${i + 1}`,
  caption: `متن ${i + 1}`,
  input_type: 1,
  data_type: 1,
  required_field: 1,
}));

/** Two frames: the browser decides what is near the viewport after a frame's layout. */
const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

function field(id: number): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-field-id="${id}"]`);
  if (!found) throw new Error(`no field ${id}`);
  return found;
}

const input = (id: number) => field(id).querySelector("input") as HTMLInputElement;
// A field with `content-visibility: auto` is itself visible; what it skips is its contents.
const rendered = (id: number) => input(id).checkVisibility({ contentVisibilityAuto: true });

describe("fields past the first screen in chromium", () => {
  it("are not rendered until they come near the viewport, then lay out as the first ones do", async () => {
    await renderForm(elements);
    await frames();
    expect(rendered(1)).toBe(true);
    expect(rendered(24)).toBe(true);
    expect(rendered(COUNT)).toBe(false);
    // The browser decides per group of 24 fields, not per field: 4 decisions for 120 fields, the first group plain.
    const skippable = [...document.querySelectorAll("form *")].filter(
      (node) => getComputedStyle(node).contentVisibility === "auto",
    );
    expect(skippable).toHaveLength(COUNT / 24 - 1);

    const top = (id: number) => input(id).getBoundingClientRect().top;
    const firstStep = top(3) - top(2);
    const firstBox = input(2).getBoundingClientRect();
    field(93).scrollIntoView({ block: "center" });
    await frames();
    expect(rendered(90)).toBe(true);
    expect(top(91) - top(90)).toBeCloseTo(firstStep, 1);
    // Across two groups (96 ends one, 97 starts the next) the spacing is the same.
    expect(top(97) - top(96)).toBeCloseTo(firstStep, 1);
    const box = input(90).getBoundingClientRect();
    expect([box.left, box.width, box.height]).toEqual([firstBox.left, firstBox.width, firstBox.height]);
  });

  it("shows a focused control's whole ring inside its group (paint containment clips at the group's edge)", async () => {
    await renderForm(elements);
    input(96).focus();
    await frames();
    expect(input(96).matches(":focus-visible")).toBe(true);
    const style = getComputedStyle(input(96));
    const ring = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    expect(ring).toBeGreaterThan(0);
    const inner = input(96).getBoundingClientRect();
    const group = field(96).closest(".fr-group") as HTMLElement;
    expect(getComputedStyle(group).contentVisibility).toBe("auto");
    const outer = group.getBoundingClientRect();
    expect(inner.left - ring).toBeGreaterThanOrEqual(outer.left);
    expect(inner.right + ring).toBeLessThanOrEqual(outer.right);
    expect(inner.top - ring).toBeGreaterThanOrEqual(outer.top);
    expect(inner.bottom + ring).toBeLessThanOrEqual(outer.bottom);
  });

  it("still gets every error and focuses the first failing field on an empty submit", async () => {
    const view = await renderForm(elements);
    await view.pressSubmit();
    expect(document.querySelectorAll(".fr-error")).toHaveLength(COUNT);
    expect(screen.getByLabelText(/متن 1\b/)).toHaveFocus();
    expect(field(COUNT).querySelector(".fr-error")?.textContent).toBeTruthy();
  });
});
