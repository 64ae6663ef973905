import { expect } from "vitest";
import { userEvent } from "vitest/browser";

/** Presses Tab (Shift+Tab when `back`) until `target` has focus, as a keyboard-only user would; fails after `max`. */
export async function tabTo(target: HTMLElement, { back = false, max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max && document.activeElement !== target; i++)
    await userEvent.keyboard(back ? "{Shift>}{Tab}{/Shift}" : "{Tab}");
  expect(target).toHaveFocus();
}

/** The focused element shows where the focus is (WCAG 2.4.7): it matches :focus-visible and draws an outline. */
export function expectVisibleFocus(element: Element): void {
  expect(element).toHaveFocus();
  expect(element.matches(":focus-visible")).toBe(true);
  const style = getComputedStyle(element);
  const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
  const ringed = style.boxShadow !== "none";
  expect(outlined || ringed, `${element.outerHTML.slice(0, 80)} shows its focus`).toBe(true);
}
