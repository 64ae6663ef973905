import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import "./dialog.css";

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown (modal, in the top layer); the parent owns this state. */
  open: boolean;
  /** Asked to close: Escape, the platform's back gesture (a `cancel` event), or a consumer's close button. */
  onDismiss: () => void;
  /** False while closing must be refused (a request in flight): Escape and `cancel` are ignored. Default true. */
  dismissable?: boolean;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  children: ReactNode;
  /** Added to `fr-dialog` (the full-screen reset of the browser's dialog box, in `dialog.css`). */
  className?: string;
  /** Kept in the top layer but not drawn (a stacked dialog under another one). */
  hidden?: boolean;
  /** Text direction; Persian by default. */
  dir?: "rtl" | "ltr";
}

/** Open as a modal: `showModal()` gives the focus trap and the inert page; jsdom lacks it, so fall back to `open`. */
function show(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
}

function hide(dialog: HTMLDialogElement) {
  if (!dialog.open) return;
  if (typeof dialog.close === "function") dialog.close();
  else dialog.removeAttribute("open");
}

/**
 * The one modal of form-runtime and of the panel, on the native `<dialog>`: `showModal()` traps focus and makes the
 * rest of the page inert; focus goes to the first `[data-autofocus]` element (or the dialog) and back to the opener
 * on close; Escape and `cancel` ask `onDismiss` unless `dismissable` is false. Rendered into `document.body`, so it
 * is never inside a surrounding `<form>` (Enter in the dialog would submit it).
 */
export function Dialog({
  open,
  onDismiss,
  dismissable = true,
  labelledBy,
  children,
  className,
  hidden = false,
  dir = "rtl",
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const dismissableRef = useRef(dismissable);
  dismissableRef.current = dismissable;
  // Set while the parent closes the dialog, so the `close` event that follows is not reported back to it.
  const closing = useRef(false);

  // Layout effect: the dialog is modal before the browser paints, and the opener is read before focus moves.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closing.current = false;
    show(dialog);
    const first = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog;
    first.focus();
    return () => {
      closing.current = true;
      hide(dialog);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Prevented here, the browser sends no `cancel`: one path for Escape, in browsers and in jsdom alike.
      event.preventDefault();
      event.stopPropagation();
      if (dismissableRef.current) dismissRef.current();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissableRef.current) dismissRef.current();
    };
    // A browser may close the dialog without a cancelable `cancel` (a repeated back gesture): reopen it when the
    // parent still wants it open and closing is refused, otherwise report the dismissal.
    const onClose = () => {
      if (!ref.current || closing.current) return;
      if (dismissableRef.current) dismissRef.current();
      else show(ref.current);
    };
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClose);
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      className={className ? `fr-dialog ${className}` : "fr-dialog"}
      aria-labelledby={labelledBy}
      dir={dir}
      hidden={hidden}
      tabIndex={-1}
    >
      {children}
    </dialog>,
    document.body,
  );
}
