import { Button } from "./Button";
import { Modal } from "./Modal";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, naming what the action applies to. */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the action; the dialog stays open (and its buttons busy) until the caller closes it. */
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A yes/no question before a destructive action (delete, reject): the action button is the danger one. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeDisabled={busy}
      footer={
        <>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
