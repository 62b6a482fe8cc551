import type { ReactNode } from 'react';
import { Button } from '~/components/ui/Button';

/** Cancel and submit under a dashboard form in a modal. */
export function FormActions({
  onCancel,
  cancelLabel = 'Cancel',
  submitting,
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  /** Disables the submit button (while submitting, or while the form cannot be sent). */
  submitting: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-3 border-t border-line pt-4">
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitting}>
        {children}
      </Button>
    </div>
  );
}
