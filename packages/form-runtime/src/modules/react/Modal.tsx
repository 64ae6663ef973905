import { type ReactNode, useId } from "react";
import { Dialog } from "../../dialog/Dialog";
import "../modules.css";

/** Props of {@link Modal}. */
export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra buttons in the header before the close button (for example a back button). */
  headerStart?: ReactNode;
  closeLabel: string;
  className?: string;
}

/**
 * The engine's modal (address picker, time picker): the shared native {@link Dialog} with a title bar and a close
 * button, shown while mounted. Focus trap, inert page, focus return and Escape come from the dialog.
 */
export function Modal({ title, onClose, children, headerStart, closeLabel, className }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog open onDismiss={onClose} labelledBy={titleId}>
      <div className={`cr-modal ${className ?? ""}`}>
        <header className="cr-modal__header">
          {headerStart}
          <h2 id={titleId} className="cr-modal__title">
            {title}
          </h2>
          <button type="button" className="cr-icon-button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="cr-modal__body">{children}</div>
      </div>
    </Dialog>
  );
}
