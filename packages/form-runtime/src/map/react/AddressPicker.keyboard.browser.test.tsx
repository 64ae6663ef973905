import { render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { expectVisibleFocus, tabTo } from "../../../test/keyboard";
import { fixtureEnumerations } from "../../modules/testing/enumerations";
import { type AddressValue, citiesFromEnumerations } from "../core/types";
import { createMemoryMapAdapters } from "../testing/memoryMapAdapters";
import { AddressPicker } from "./AddressPicker";

function Harness({ adapters }: { adapters: ReturnType<typeof createMemoryMapAdapters> }) {
  const [value, setValue] = useState<AddressValue | null>(null);
  return (
    <AddressPicker
      value={value}
      onChange={setValue}
      adapters={adapters}
      cities={citiesFromEnumerations(fixtureEnumerations)}
    />
  );
}

const pointLine = () => document.querySelector(".cr-picker__line") as HTMLElement;

describe("map picker, keyboard only", () => {
  it("opens with Enter, pans the focused map with arrows, confirms, fills the address and returns focus", async () => {
    const adapters = createMemoryMapAdapters({ delayMs: 20 });
    render(<Harness adapters={adapters} />);
    const open = screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" });
    await tabTo(open);
    expectVisibleFocus(open);
    await userEvent.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "نقطه فعلی شما" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const map = screen.getByRole("application", { name: /نقشه/ });
    await waitFor(() => expect(pointLine()).toHaveAttribute("data-state", "inside"), { timeout: 15_000 });
    await tabTo(map);
    expectVisibleFocus(map);
    const before = adapters.calls.lookup.length;
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(adapters.calls.lookup.length).toBeGreaterThan(before), { timeout: 10_000 });
    await waitFor(() => expect(pointLine()).toHaveAttribute("data-state", "inside"), { timeout: 10_000 });

    const confirm = screen.getByRole("button", { name: "تایید موقعیت" });
    await tabTo(confirm);
    expectVisibleFocus(confirm);
    await userEvent.keyboard("{Enter}");
    const detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
    const title = screen.getByLabelText("عنوان آدرس");
    await tabTo(title);
    await userEvent.keyboard("منزل");
    await tabTo(screen.getByLabelText("پلاک"));
    await userEvent.keyboard("12");
    await tabTo(screen.getByLabelText("واحد"));
    await userEvent.keyboard("3");
    const save = screen.getByRole("button", { name: "ثبت آدرس" });
    await tabTo(save);
    await userEvent.keyboard("{Enter}");

    await waitFor(() => expect(detail).not.toBeInTheDocument());
    expect(screen.queryByRole("dialog")).toBeNull();
    const change = screen.getByRole("button", { name: "تغییر آدرس" });
    expect(change).toHaveFocus();
    expect(change).toHaveAccessibleDescription(/منزل/);
  });

  it("closes on Escape, focus back on the button that opened it", async () => {
    render(<Harness adapters={createMemoryMapAdapters()} />);
    const open = screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" });
    await tabTo(open);
    await userEvent.keyboard("{Enter}");
    screen.getByRole("dialog", { name: "نقطه فعلی شما" });
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(open).toHaveFocus();
  });
});
