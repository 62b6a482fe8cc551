import type { ReactNode } from 'react';
import { ConfirmModal } from './ConfirmModal';
import type { useCrud } from './use-crud';

/** The confirm-delete dialog of a CRUD screen, open while `crud.remove.record` is set. */
export function CrudConfirmDelete<T extends { _id: string }>({
  crud,
  title,
  done,
  children,
}: {
  crud: Pick<ReturnType<typeof useCrud<T>>, 'remove' | 'action'>;
  title: string;
  /** The notice after a delete; the server's message unless set. */
  done?: (record: T) => string;
  children: ReactNode;
}) {
  const deleting = crud.remove.record;
  return (
    <ConfirmModal
      open={deleting !== null}
      title={title}
      confirmLabel="Delete"
      busy={crud.action.busy}
      onConfirm={() =>
        deleting &&
        void crud.remove.confirm({ intent: 'delete', id: deleting._id }, done?.(deleting))
      }
      onCancel={crud.remove.cancel}
    >
      {children}
    </ConfirmModal>
  );
}
