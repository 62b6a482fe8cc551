import type { BlogView } from '~/domain/blog';
import { BlogForm } from './BlogForm';
import { RecordFormModal } from './RecordForm';

interface BlogFormModalProps {
  open: boolean;
  /** The blog being edited; null in add mode. */
  blog: BlogView | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add or edit a blog (docs/product.md#dashboard-blogs): every field, images uploaded first. */
export function BlogFormModal({ open, blog, onClose, onSaved }: BlogFormModalProps) {
  return (
    <RecordFormModal
      open={open}
      record={blog}
      titles={['Add New Blog', 'Edit Blog']}
      onClose={onClose}
      size="xl"
    >
      {(record) => <BlogForm blog={record} onClose={onClose} onSaved={onSaved} />}
    </RecordFormModal>
  );
}
