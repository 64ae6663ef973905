import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../messages";
import { Modal } from "./Modal";
import { ModalProvider } from "./ModalProvider";

function Two({
  closeDisabled = false,
  onCloseFirst = () => undefined,
}: {
  closeDisabled?: boolean;
  onCloseFirst?: () => void;
}) {
  const [second, setSecond] = useState(false);
  return (
    <ModalProvider>
      <Modal open onClose={onCloseFirst} title="اول" closeDisabled={closeDisabled}>
        <button type="button" onClick={() => setSecond(true)}>
          باز کردن دوم
        </button>
      </Modal>
      <Modal open={second} onClose={() => setSecond(false)} title="دوم">
        محتوای دوم
      </Modal>
    </ModalProvider>
  );
}

describe("Modal stack", () => {
  it("stacks dialogs, shows only the last, closes the top one with Escape and locks body scroll", async () => {
    render(<Two />);
    const user = userEvent.setup();
    expect(document.body.style.overflow).toBe("hidden");
    const opener = screen.getByRole("button", { name: "باز کردن دوم" });
    await user.click(opener);
    const second = screen.getByRole("dialog", { name: "دوم" });
    expect(second.tagName).toBe("DIALOG");
    expect(second).toBeVisible();
    expect(second).toHaveFocus();
    expect(screen.queryByRole("dialog", { name: "اول" })).toBeNull();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "دوم" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "اول" })).toBeVisible();
    // Focus goes back to the button that opened the second dialog.
    expect(opener).toHaveFocus();
  });

  it("closeDisabled blocks the close button, Escape and the overlay", async () => {
    const onClose = vi.fn();
    render(<Two closeDisabled onCloseFirst={onClose} />);
    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: messages.modal.close })).toBeDisabled();
    await user.keyboard("{Escape}");
    await act(async () => {
      (document.querySelector(".modal-overlay") as HTMLElement).click();
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("releases the scroll lock when the last modal closes", () => {
    const { unmount } = render(<Two />);
    unmount();
    expect(document.body.style.overflow).toBe("");
  });
});
