import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler, useState } from "react";
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

/** A button that opens a modal, the modal's commits reported through a Profiler. */
function Opener({ onCommit }: { onCommit: (phase: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        باز کردن
      </button>
      <Profiler id="modal" onRender={(_id, phase) => onCommit(phase)}>
        <Modal open={open} onClose={() => setOpen(false)} title="پالایش">
          محتوا
        </Modal>
      </Profiler>
    </>
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

  it("opens in one commit: no second render to join the stack or to find its body", async () => {
    const commits: string[] = [];
    render(
      <ModalProvider>
        <Opener onCommit={(phase) => commits.push(phase)} />
      </ModalProvider>,
    );
    commits.length = 0;
    await userEvent.setup().click(screen.getByRole("button", { name: "باز کردن" }));
    expect(screen.getByRole("dialog", { name: "پالایش" })).toHaveFocus();
    expect(commits).toEqual(["update"]);
  });

  it("with deferBody, opens with its frame and mounts the body once that frame is painted", async () => {
    render(
      <ModalProvider>
        <Modal open onClose={() => undefined} title="پالایش" deferBody>
          <input aria-label="فیلد سنگین" />
        </Modal>
      </ModalProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: "پالایش" });
    expect(dialog).toHaveFocus();
    expect(screen.getByRole("button", { name: messages.modal.close })).toBeInTheDocument();
    expect(screen.queryByLabelText("فیلد سنگین")).toBeNull();
    expect(await screen.findByLabelText("فیلد سنگین")).toBeInTheDocument();
  });
});
