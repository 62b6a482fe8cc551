import { Eye, Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BLOG_PLACEHOLDER } from '~/components/sections/BlogCard';
import { Alert } from '~/components/ui/Alert';
import { Button, buttonClasses } from '~/components/ui/Button';
import { StatusPill } from '~/components/ui/StatusPill';
import { Table, TBody, Td, Th, THead, TableMessageRow } from '~/components/ui/Table';
import { useDashboardAction, type Loaded } from '~/lib/dashboard-data';
import { cx } from '~/lib/cx';
import { isDisplayableImage } from '~/domain/blog-view';
import { ConfirmModal } from './ConfirmModal';
import { Deferred } from './Deferred';
import { PageTitle } from './PageTitle';

/**
 * The dashboard's one pattern for a list of records (blogs, services, staff accounts): a table
 * loaded by the route's client loader, an add/edit form in a modal, a confirmed delete through the
 * route's client action, and a notice that says what happened.
 */

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The state of one CRUD screen: which record the form or the delete dialog is open for. */
export function useCrud<T extends { _id: string }>() {
  // undefined: the form is closed; null: adding; a record: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const action = useDashboardAction();
  return {
    notice,
    setNotice,
    action,
    form: {
      open: editing !== undefined,
      record: editing ?? null,
      add: () => {
        setNotice(null);
        setEditing(null);
      },
      edit: (record: T) => {
        setNotice(null);
        setEditing(record);
      },
      close: () => setEditing(undefined),
      /** After a successful save: close the form and say so (the list reloads by itself). */
      saved: (message: string) => {
        setEditing(undefined);
        setNotice({ tone: 'success', text: message });
      },
    },
    remove: {
      record: deleting,
      ask: (record: T) => {
        setNotice(null);
        setDeleting(record);
      },
      cancel: () => setDeleting(null),
      /** Runs the delete; the dialog closes once the list is fresh, so focus has a row to go to. */
      confirm: async (body: { intent: string; id: string }, done?: string) => {
        const result = await action.run(body);
        setNotice(
          result.ok
            ? { tone: 'success', text: done ?? result.message }
            : { tone: 'error', text: result.message },
        );
        setDeleting(null);
      },
    },
  };
}

export function CrudNotice({ notice }: { notice: Notice }) {
  return notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null;
}

/** A CRUD screen's heading: its title and intro, the "Add New" button and the last notice. */
export function CrudHeader({
  title,
  intro,
  crud,
}: {
  title: string;
  intro: ReactNode;
  crud: { form: { add: () => void }; notice: Notice };
}) {
  return (
    <>
      <PageTitle
        title={title}
        intro={intro}
        action={
          <Button onClick={crud.form.add}>
            <Plus aria-hidden="true" className="size-4" />
            Add New
          </Button>
        }
      />
      <div className="mb-4 space-y-3 empty:hidden">
        <CrudNotice notice={crud.notice} />
      </div>
    </>
  );
}

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

/** The records' table: its header, then a loading row, the error, the empty text or the rows. */
export function CrudTable<T>({
  caption,
  headers,
  rows,
  emptyText,
  children,
}: {
  caption: string;
  headers: { label: string; className?: string }[];
  rows: Promise<Loaded<T[]>>;
  emptyText: string;
  children: (records: T[]) => ReactNode;
}) {
  const span = headers.length;
  return (
    <Table caption={caption}>
      <THead>
        <tr>
          {headers.map((header) => (
            <Th key={header.label} className={header.className}>
              {header.label}
            </Th>
          ))}
        </tr>
      </THead>
      <TBody>
        <Deferred
          value={rows}
          fallback={<TableMessageRow colSpan={span}>Loading....</TableMessageRow>}
        >
          {(loaded) =>
            loaded.error !== null ? (
              <TableMessageRow colSpan={span}>
                <span role="alert" className="font-medium text-danger-700">
                  {loaded.error}
                </span>
              </TableMessageRow>
            ) : loaded.data.length === 0 ? (
              <TableMessageRow colSpan={span}>{emptyText}</TableMessageRow>
            ) : (
              children(loaded.data)
            )
          }
        </Deferred>
      </TBody>
    </Table>
  );
}

/** One row action: a small outline button named after its record for assistive technology. */
export function RowAction({
  icon: Icon,
  label,
  name,
  onClick,
  danger,
  disabled,
  className,
}: {
  icon: LucideIcon;
  label: string;
  /** What screen readers hear, e.g. 'Edit Spring launch'. */
  name: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={cx(danger && 'text-danger-700', className)}
      aria-label={name}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** View Details (a link or a button), Edit and Delete for one record. */
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
  more?: { icon: LucideIcon; label: string; name: string; onClick: () => void };
}) {
  return (
    <div className="ml-auto grid w-52 grid-cols-2 gap-1.5">
      {'href' in view ? (
        <Link
          to={view.href}
          className={buttonClasses('outline', 'sm', 'col-span-2')}
          aria-label={`View Details of ${name}`}
        >
          <Eye aria-hidden="true" className="size-4" />
          View Details
        </Link>
      ) : (
        <RowAction
          icon={Eye}
          label="View Details"
          name={`View Details of ${name}`}
          onClick={view.onClick}
          className="col-span-2"
        />
      )}
      {more ? <RowAction {...more} className="col-span-2" /> : null}
      <RowAction icon={Pencil} label="Edit" name={`Edit ${name}`} onClick={onEdit} />
      <RowAction icon={Trash2} label="Delete" name={`Delete ${name}`} onClick={onDelete} danger />
    </div>
  );
}

/**
 * The cells a blog or service row opens with: its number, its title (with an "Inactive" pill when
 * the website hides it), its small picture and its summary.
 */
export function RecordCells({
  index,
  title,
  active,
  thumbnail,
  summary,
  wide,
  inactiveLabel = 'Inactive',
  thumbnailAlt = '',
}: {
  index: number;
  title: string;
  active: boolean;
  thumbnail: string;
  summary: string;
  /** The pill of a record that is not live (a blog's status). */
  inactiveLabel?: string;
  /** The thumbnail's text alternative, when the record has one. */
  thumbnailAlt?: string;
  /** A wider summary column, for a table with fewer columns. */
  wide?: boolean;
}) {
  return (
    <>
      <Td className="text-muted">{index + 1}</Td>
      <Td className={cx('font-medium text-navy-900', wide ? 'min-w-48' : 'min-w-44')}>
        {title}
        {active ? null : (
          <StatusPill tone="warning" className="ml-2">
            {inactiveLabel}
          </StatusPill>
        )}
      </Td>
      <Td>
        <img
          src={isDisplayableImage(thumbnail) ? thumbnail : BLOG_PLACEHOLDER}
          alt={isDisplayableImage(thumbnail) ? thumbnailAlt : ''}
          width={64}
          height={40}
          loading="lazy"
          className="h-10 w-16 rounded-md border border-line object-cover"
        />
      </Td>
      <Td className={cx('text-muted', wide ? 'max-w-96 min-w-60' : 'max-w-72 min-w-48')}>
        <span className="line-clamp-2">{summary}</span>
      </Td>
    </>
  );
}

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
