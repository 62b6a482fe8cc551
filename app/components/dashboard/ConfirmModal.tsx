import type { ReactNode } from 'react';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';

interface ConfirmModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that backs out; `Cancel` unless that reads like the action itself. */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before a destructive action; Cancel, Escape and the close button all cancel. */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      size="sm"
      // After a confirmed delete the row (and its button) is gone: focus the screen's heading.
      fallbackFocus={() => document.querySelector<HTMLElement>('main h1[tabindex="-1"]')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
