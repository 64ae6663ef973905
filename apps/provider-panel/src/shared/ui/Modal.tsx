import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { modalMessages } from "../../messages";
import { Icon, iconClose } from "./Icon";
import { useModalIds, useModalStack } from "./ModalProvider";

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

/** A dialog on the modal stack: overlay, title, close button, Escape; only the top one shows. */
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
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closeDisabledRef = useRef(closeDisabled);
  closeDisabledRef.current = closeDisabled;

  useEffect(() => {
    if (!open) return;
    stack.open(id);
    return () => stack.close(id);
  }, [open, id, stack]);

  const isTop = ids[ids.length - 1] === id;

  useEffect(() => {
    if (!open || !isTop) return;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !closeDisabledRef.current) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, isTop]);

  if (!open || !ids.includes(id)) return null;
  const requestClose = () => {
    if (!closeDisabled) onClose();
  };
  return createPortal(
    <div className="modal-layer" hidden={!isTop}>
      <div className="modal-overlay" aria-hidden="true" onClick={requestClose} />
      <div
        ref={dialogRef}
        className={variant === "sheet" ? "modal modal-sheet" : "modal"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
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
        <div className="modal-body">{children}</div>
        {footer ? <div className="modal-foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
