import { cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import "../styles.css";
import { normalizeSteps } from "../core/normalizeSteps";
import { resolveStep } from "../core/resolveStep";
import { stepBarItems } from "../core/stepBarItems";
import type { ServerStep, StepKey } from "../core/types";
import { StepBar } from "./StepBar";

afterEach(() => cleanup());

const titles = ["اطلاعات اصلی", "قیمت خدمات", "زمان‌بندی", "محدوده", "مدارک"];
const serverSteps: ServerStep[] = titles.map((title, index) => ({
  kind: 0,
  id: index + 1,
  title,
  active: index < 2,
}));

/** The bar as the app keeps it: a step opened by Enter becomes the current one; a button after it takes Tab. */
function Flow() {
  const steps = normalizeSteps(serverSteps);
  const [requested, setRequested] = useState<StepKey>();
  const shown = resolveStep(steps, requested);
  return (
    <div dir="rtl" className="flow-runtime">
      <button type="button">قبل</button>
      <StepBar items={stepBarItems(steps, shown?.key)} onOpen={setRequested} />
      <button type="button">بعد</button>
    </div>
  );
}

/** Tab lands on one step only (roving tabindex); its focus ring is drawn. */
function expectFocusRing(element: HTMLElement) {
  expect(element).toHaveFocus();
  expect(element.matches(":focus-visible")).toBe(true);
  const style = getComputedStyle(element);
  expect(style.outlineStyle).not.toBe("none");
  expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
}

describe("StepBar, keyboard only", () => {
  it("takes one Tab stop on the current step, moves with arrows in visual order, opens with Enter", async () => {
    render(<Flow />);
    screen.getByRole("button", { name: "قبل" }).focus();
    await userEvent.keyboard("{Tab}");
    const current = screen.getByRole("button", { name: /^زمان‌بندی/ });
    expect(current).toHaveAttribute("aria-current", "step");
    expectFocusRing(current);
    expect(screen.getByRole("navigation", { name: /مراحل/ })).toContainElement(current);

    // Right to left: the left arrow goes forward, the right arrow back.
    await userEvent.keyboard("{ArrowRight}");
    const second = screen.getByRole("button", { name: /^قیمت خدمات.*تکمیل/ });
    expectFocusRing(second);
    await userEvent.keyboard("{Home}");
    expectFocusRing(screen.getByRole("button", { name: /^اطلاعات اصلی/ }));
    await userEvent.keyboard("{End}");
    const last = screen
      .getAllByRole("button", { name: /./ })
      .filter((b) => b.closest("nav"))
      .at(-1);
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute("aria-disabled", "true");
    // A locked step is announced as such and does not open.
    await userEvent.keyboard("{Enter}");
    expect(current).toHaveAttribute("aria-current", "step");

    await userEvent.keyboard("{Home}{ArrowLeft}{Enter}");
    expect(second).toHaveAttribute("aria-current", "step");
    expect(second).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("قیمت خدمات");

    // One Tab stop: the next Tab leaves the bar.
    await userEvent.keyboard("{Tab}");
    expect(screen.getByRole("button", { name: "بعد" })).toHaveFocus();
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    expect(second).toHaveFocus();
  });
});
