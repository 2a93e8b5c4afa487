import { type ReactNode, useEffect, useId, useRef } from "react";
import { deskMessages } from "@/messages/desk";
import styles from "./ConfirmDialog.module.css";

// Imported by the desk's client screens only, hence no directive of its own.

export interface ConfirmDialogProps {
  open: boolean;
  /** the question, e.g. 「free@awd.example のコースを取り消しますか？」 */
  title: string;
  /** what the change does, in a sentence or two */
  children?: ReactNode;
  /** the verb of the change, e.g. 「取り消す」 */
  confirmLabel: string;
  onConfirm: () => void;
  /** the operator changed their mind: Escape or the cancel button */
  onCancel: () => void;
  /** the change is being sent: both buttons wait */
  busy?: boolean;
  /** why the change failed, shown in the dialog so it can be tried again */
  error?: string;
}

/**
 * Asks before a destructive change (docs/product/publishers-desk.md). A modal <dialog>: focus moves
 * into it and stays there, Escape cancels, and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children && <div className={styles.body}>{children}</div>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
          {deskMessages.confirm.cancel}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy}>
          {busy ? deskMessages.confirm.working : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
