import { afterEach, describe, expect, it } from "vitest";
import { revealField } from "./revealField";

afterEach(() => {
  document.body.replaceChildren();
  window.scrollTo(0, 0);
});

/** A page taller than the screen (the only one) with a field at `top` px from the start of the document. */
function fieldAt(top: number): HTMLElement {
  document.body.replaceChildren();
  const page = document.createElement("div");
  page.style.blockSize = `${window.innerHeight * 4}px`;
  page.style.position = "relative";
  const field = document.createElement("input");
  field.style.position = "absolute";
  field.style.insetBlockStart = `${top}px`;
  page.append(field);
  document.body.append(page);
  return field;
}

describe("revealField in chromium", () => {
  it("leaves a field well inside the screen where it is", () => {
    const field = fieldAt(window.innerHeight * 0.3);
    revealField(field);
    expect(window.scrollY).toBe(0);
  });

  it("scrolls a field below the screen, or under its top edge, to the middle", () => {
    const field = fieldAt(window.innerHeight * 2);
    revealField(field);
    const centred = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return Math.abs(box.top + box.height / 2 - window.innerHeight / 2) < 2;
    };
    expect(centred(field)).toBe(true);

    // Near the top edge, where a sticky header may cover it.
    const high = fieldAt(window.scrollY + window.innerHeight * 0.02);
    expect(high.getBoundingClientRect().top).toBeCloseTo(window.innerHeight * 0.02, 0);
    revealField(high);
    expect(centred(high)).toBe(true);
  });
});
