import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./Dialog";

function Opener({ dismissable = true, onDismiss }: { dismissable?: boolean; onDismiss?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        باز کردن
      </button>
      <Dialog
        open={open}
        dismissable={dismissable}
        labelledBy="t"
        onDismiss={() => {
          onDismiss?.();
          setOpen(false);
        }}
      >
        <h2 id="t">عنوان</h2>
        <input aria-label="نام" data-autofocus />
        <button type="button" onClick={() => setOpen(false)}>
          بستن
        </button>
      </Dialog>
    </>
  );
}

describe("Dialog (jsdom, no showModal: falls back to the open attribute)", () => {
  it("opens named and right-to-left, focuses [data-autofocus], closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "باز کردن" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "عنوان" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("textbox", { name: "نام" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("ignores Escape and cancel when not dismissable", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Opener dismissable={false} onDismiss={onDismiss} />);
    await user.click(screen.getByRole("button", { name: "باز کردن" }));
    await user.keyboard("{Escape}");
    const dialog = screen.getByRole("dialog", { name: "عنوان" });
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "بستن" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reports a cancel (back gesture) as a dismissal", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Opener onDismiss={onDismiss} />);
    await user.click(screen.getByRole("button", { name: "باز کردن" }));
    screen.getByRole("dialog").dispatchEvent(new Event("cancel", { cancelable: true }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
