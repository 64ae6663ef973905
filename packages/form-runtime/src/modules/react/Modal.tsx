import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
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
 * A right-to-left modal dialog rendered into `document.body`: labelled by its title, focus moved inside on open and given back on
 * close, Escape closes it, Tab stays inside.
 */
export function Modal({ title, onClose, children, headerStart, closeLabel, className }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>("[data-autofocus]") ?? panel.current;
    first?.focus();
    return () => before?.focus();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = [
      ...panel.current.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ];
    const firstEl = focusable[0];
    const lastEl = focusable[focusable.length - 1];
    if (!firstEl || !lastEl) return;
    if (event.shiftKey && document.activeElement === firstEl) {
      event.preventDefault();
      lastEl.focus();
    } else if (!event.shiftKey && document.activeElement === lastEl) {
      event.preventDefault();
      firstEl.focus();
    }
  };

  // A portal keeps the dialog out of any surrounding <form> (a form inside a form is invalid, and Enter in the
  // dialog would submit the outer form); React events still bubble through the React tree, so forms in
  // dialogs stop their submit event themselves.
  return createPortal(
    <div className="cr-modal-backdrop">
      <div
        ref={panel}
        className={`cr-modal ${className ?? ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        dir="rtl"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
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
    </div>,
    document.body,
  );
}
