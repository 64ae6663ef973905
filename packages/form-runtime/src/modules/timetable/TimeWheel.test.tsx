import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TimeWheel } from "./TimeWheel";

function Wheel({ count, start }: { count: number; start: number }) {
  const [value, setValue] = useState(start);
  return <TimeWheel label="دقیقه" count={count} value={value} onChange={setValue} />;
}

const selected = () => screen.getByRole("option", { selected: true }).textContent;

describe("TimeWheel", () => {
  it("is a labelled listbox driven by the keyboard, wrapping at the ends", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Wheel count={60} start={0} />);
    const list = screen.getByRole("listbox", { name: "دقیقه" });
    expect(screen.getAllByRole("option")).toHaveLength(60);
    list.focus();
    await user.keyboard("{ArrowUp}");
    expect(selected()).toBe("۵۹");
    expect(list).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { selected: true }).id);
    await user.keyboard("{ArrowDown}");
    expect(selected()).toBe("۰۰");
    await user.keyboard("{PageDown}{PageDown}");
    expect(selected()).toBe("۲۰");
    await user.keyboard("{PageUp}");
    expect(selected()).toBe("۱۰");
    await user.keyboard("{End}");
    expect(selected()).toBe("۵۹");
    await user.keyboard("{Home}");
    expect(selected()).toBe("۰۰");
  });

  it("selects a value by click or tap", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Wheel count={24} start={5} />);
    expect(screen.getAllByRole("option")).toHaveLength(24);
    await user.click(screen.getByRole("option", { name: "۱۷" }));
    expect(selected()).toBe("۱۷");
  });
});
