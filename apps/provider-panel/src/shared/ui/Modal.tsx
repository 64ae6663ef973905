import { Dialog } from "@ceremony/form-runtime/dialog";
import { type ReactNode, useEffect, useId } from "react";
import { modalMessages } from "../../messages/modal";
import { Icon, iconClose } from "./Icon";
import { useModalIds, useModalStack } from "./ModalProvider";
import { useOverflows } from "./useOverflows";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Blocks the close button, Escape and the overlay (for example while a request runs). */
  closeDisabled?: boolean;
  footer?: ReactNode;
  /** "sheet" slides in from the start edge (the side menu). */
  variant?: "dialog" | "sheet";
}

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
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const stack = useModalStack();
  const ids = useModalIds();
  const [body, scrolls] = useOverflows();

  useEffect(() => {
    if (!open) return;
    stack.open(id);
    return () => stack.close(id);
  }, [open, id, stack]);

  const isTop = ids[ids.length - 1] === id;
  const requestClose = () => {
    if (!closeDisabled) onClose();
  };
  return (
    <Dialog
      open={open && ids.includes(id)}
      onDismiss={onClose}
      dismissable={!closeDisabled}
      labelledBy={titleId}
      className="modal-layer"
      hidden={!isTop}
    >
      <div className="modal-overlay" aria-hidden="true" onClick={requestClose} />
      <div className={variant === "sheet" ? "modal modal-sheet" : "modal"}>
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
          {children}
        </div>
        {footer ? <div className="modal-foot">{footer}</div> : null}
      </div>
    </Dialog>
  );
}
