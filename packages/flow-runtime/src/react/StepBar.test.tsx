import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { normalizeSteps } from "../core/normalizeSteps";
import { stepBarItems } from "../core/stepBarItems";
import { serverSteps } from "../testing/fixtures";
import { StepBar } from "./StepBar";

function renderBar(activeCount: number, currentKey: string | undefined, dir: "rtl" | "ltr" = "rtl") {
  const onOpen = vi.fn();
  const steps = normalizeSteps(serverSteps(activeCount));
  const view = render(
    <div dir={dir}>
      <StepBar items={stepBarItems(steps, currentKey)} onOpen={onOpen} />
    </div>,
  );
  const buttons = screen.getAllByRole("button");
  return { ...view, onOpen, buttons };
}

/** Longer than afterNextPaint's stand-in timer: any open a tap asked for has been made. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("StepBar", () => {
  it("shows check marks for completed steps and Persian numbers for the others", () => {
    const { container } = renderBar(2, "LEGAL_FORM");
    const markers = [...container.querySelectorAll(".flow-stepbar__marker")];
    expect(markers.map((marker) => marker.textContent)).toEqual(["", "۲", "۳", "۴", "۵", "۶"]);
    expect(markers[0]?.querySelector("svg")).not.toBeNull();
  });

  it("marks the current step and announces it", () => {
    const { buttons } = renderBar(2, "PRICE_SERVICE");
    expect(buttons[2]).toHaveAttribute("aria-current", "step");
    expect(buttons.filter((button) => button.hasAttribute("aria-current"))).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("مرحله ۳ از ۶: step 3");
  });

  it("names each step with its status for screen readers", () => {
    const { buttons } = renderBar(2, "FORM");
    expect(buttons[1]).toHaveAccessibleName("step 2، تکمیل‌شده");
    expect(buttons[2]).toHaveAccessibleName("step 3، مرحله بعدی شما");
    expect(buttons[3]).toHaveAccessibleName("step 4، هنوز در دسترس نیست");
  });

  it("opens completed steps and the first incomplete one, never later ones or the current one", async () => {
    const user = userEvent.setup();
    const { buttons, onOpen } = renderBar(2, "LEGAL_FORM");
    for (const button of buttons) {
      await user.click(button);
      await settle();
    }
    expect(onOpen.mock.calls.map(([key]) => key)).toEqual(["FORM", "PRICE_SERVICE"]);
    expect(buttons.slice(3).every((button) => button.getAttribute("aria-disabled") === "true")).toBe(true);
    expect(buttons.slice(0, 3).some((button) => button.hasAttribute("aria-disabled"))).toBe(false);
  });

  it("has one tab stop, on the current step", () => {
    const { buttons } = renderBar(3, "LEGAL_FORM");
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, 0, -1, -1, -1, -1]);
  });

  it("moves focus with the arrows in visual order in right-to-left", async () => {
    const user = userEvent.setup();
    const { buttons } = renderBar(1, "FORM", "rtl");
    buttons[0]?.focus();
    await user.keyboard("{ArrowLeft}");
    expect(buttons[1]).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(buttons[3]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(buttons[2]).toHaveFocus();
    expect(buttons[2]?.tabIndex).toBe(0);
    await user.keyboard("{End}");
    expect(buttons[5]).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(buttons[5]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(buttons[0]).toHaveFocus();
  });

  it("moves focus the other way in left-to-right, and opens with Enter", async () => {
    const user = userEvent.setup();
    const { buttons, onOpen } = renderBar(1, "FORM", "ltr");
    buttons[0]?.focus();
    await user.keyboard("{ArrowRight}");
    expect(buttons[1]).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith("LEGAL_FORM"));
    await user.keyboard("{ArrowLeft}");
    expect(buttons[0]).toHaveFocus();
  });

  // fireEvent, not userEvent: the checks must run within the frame, which userEvent's awaits can outlast on a busy host.
  it("marks a tapped step current at once and asks for it after that frame is painted", async () => {
    const { buttons, onOpen } = renderBar(2, "LEGAL_FORM");
    fireEvent.click(buttons[0] as HTMLElement);
    expect(buttons[0]).toHaveAttribute("aria-current", "step");
    expect(buttons.filter((button) => button.hasAttribute("aria-current"))).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("مرحله ۱ از ۶");
    expect(onOpen).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith("FORM"));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("stays on the step shown when it is tapped again before the other one opened", async () => {
    const { buttons, onOpen } = renderBar(2, "LEGAL_FORM");
    fireEvent.click(buttons[0] as HTMLElement);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(buttons[1]).toHaveAttribute("aria-current", "step");
    await settle();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("follows the flow's current step once it changes, and asks nothing after it is gone", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const steps = normalizeSteps(serverSteps(2));
    const { rerender, unmount } = render(
      <StepBar items={stepBarItems(steps, "LEGAL_FORM")} onOpen={onOpen} />,
    );
    await user.click(screen.getAllByRole("button")[0] as HTMLElement);
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith("FORM"));
    rerender(<StepBar items={stepBarItems(steps, "FORM")} onOpen={onOpen} />);
    rerender(<StepBar items={stepBarItems(steps, "PRICE_SERVICE")} onOpen={onOpen} />);
    expect(screen.getAllByRole("button")[2]).toHaveAttribute("aria-current", "step");
    fireEvent.click(screen.getAllByRole("button")[1] as HTMLElement);
    unmount();
    await settle();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("uses server titles and falls back to the kind's title", () => {
    const steps = normalizeSteps([
      { kind: 0, title: "اطلاعات خدمت", active: false },
      { kind: 4, title: "", active: false },
    ]);
    render(<StepBar items={stepBarItems(steps, "FORM")} onOpen={() => {}} />);
    const list = screen.getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.querySelector(".flow-stepbar__title")?.textContent),
    ).toEqual(["اطلاعات خدمت", "قیمت خدمات", "پایان"]);
    expect(screen.getByRole("navigation")).toHaveAccessibleName("مراحل");
  });
});
