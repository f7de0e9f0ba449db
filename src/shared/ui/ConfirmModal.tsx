import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal, ModalActions } from './Modal';

export interface ConfirmModalProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?": an alert dialog with Cancel and one confirming action; Esc cancels. */
export function ConfirmModal({ title, children, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal title={title} role="alertdialog" onClose={onCancel}>
      {children}
      <ModalActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
