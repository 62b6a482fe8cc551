import { Eye, Pencil, Trash2 } from 'lucide-react';
import { RowActions, type RecordAction } from './RowActions';

/** View Details (a link or a button), Edit and Delete for one record, and any `more`. */
export function ViewEditDelete({
  name,
  view,
  onEdit,
  onDelete,
  more,
}: {
  name: string;
  view: { href: string } | { onClick: () => void };
  onEdit: () => void;
  onDelete: () => void;
  /** One more action for this kind of record (a service's plans). */
  more?: Omit<RecordAction, 'href'>;
}) {
  return (
    <RowActions
      record={name}
      actions={[
        { icon: Eye, label: 'View Details', name: `View Details of ${name}`, ...view },
        ...(more ? [more] : []),
        { icon: Pencil, label: 'Edit', name: `Edit ${name}`, onClick: onEdit },
        { icon: Trash2, label: 'Delete', name: `Delete ${name}`, onClick: onDelete, danger: true },
      ]}
    />
  );
}
