import { Dialog } from "@ceremony/form-runtime/dialog";
import { type ReactNode, useEffect, useId, useLayoutEffect, useState } from "react";
import { flushSync } from "react-dom";
import { modalMessages } from "../../messages/modal";
import { afterNextPaint } from "./afterNextPaint";
import { Icon, iconClose } from "./Icon";
import { useModalCovered, useModalStack } from "./ModalProvider";
import { useOverflows } from "./useOverflows";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Blocks the close button, Escape and the overlay (for example while a request runs). */
  closeDisabled?: boolean;
  footer?: ReactNode;
  /** "sheet" slides in from the start edge (the side menu). */
  variant?: "dialog" | "sheet";
  /**
   * Mounts the body once the frame that opens the dialog is painted: for a heavy body (a form of many inputs, a
   * chat), so the tap's own work is the modal dialog (inert page, focus, the overlay starting to dim) and not the
   * body's first style and layout. Until the body is in, the sheet stays transparent and starts its rise with it, so
   * a sheet without its body is never seen; with reduced motion (no rise to hide it in) the body mounts in the tap.
   * Nothing in such a body may ask for focus on open (`data-autofocus`).
   */
  deferBody?: boolean;
}

const reducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A dialog on the modal stack, on form-runtime's native `<dialog>` (focus trap, inert page, focus return,
 * Escape): overlay, title, close button; only the top one shows.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  closeDisabled = false,
  footer,
  variant = "dialog",
  deferBody = false,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const stack = useModalStack();
  const covered = useModalCovered(id);
  const [body, scrolls] = useOverflows(open);
  const [bodyShown, setBodyShown] = useState(() => !deferBody || reducedMotion());
  useEffect(() => {
    if (!open || bodyShown) return;
    let live = true;
    // Synchronously in that task: before the work the tap left for after its paint (the URL of an overlay).
    afterNextPaint(() => {
      if (live) flushSync(() => setBodyShown(true));
    });
    return () => {
      live = false;
    };
  }, [open, bodyShown]);

  // An opening modal is the top one: it renders its dialog in the pass that opens it, and joins the stack before the
  // paint, which renders only the modal it covers (hidden) and not this one again.
  useLayoutEffect(() => {
    if (!open) return;
    stack.open(id);
    return () => stack.close(id);
  }, [open, id, stack]);

  const requestClose = () => {
    if (!closeDisabled) onClose();
  };
  return (
    <Dialog
      open={open}
      onDismiss={onClose}
      dismissable={!closeDisabled}
      labelledBy={titleId}
      className="modal-layer"
      hidden={covered}
    >
      <div className="modal-overlay" aria-hidden="true" onClick={requestClose} />
      <div
        className={`modal${variant === "sheet" ? " modal-sheet" : ""}${bodyShown ? "" : " modal-pending"}`}
      >
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={modalMessages.close}
            onClick={requestClose}
            disabled={closeDisabled}
          >
            <Icon path={iconClose} />
          </button>
        </div>
        {/* Long text with nothing focusable in it is scrolled by keyboard once the body itself takes focus. */}
        <div
          ref={body}
          className="modal-body"
          {...(scrolls ? { tabIndex: 0, role: "region", "aria-labelledby": titleId } : {})}
        >
          {bodyShown ? children : null}
        </div>
        {footer ? <div className="modal-foot">{footer}</div> : null}
      </div>
    </Dialog>
  );
}
