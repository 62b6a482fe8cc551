import { Eye, MoreVertical, Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BLOG_PLACEHOLDER } from '~/components/sections/BlogCard';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { StatusPill } from '~/components/ui/StatusPill';
import { Clip, Table, TBody, Td, Th, THead, TableMessageRow } from '~/components/ui/Table';
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
  headers: { label: string; className?: string; optional?: 'wide' | 'wider' }[];
  rows: Promise<Loaded<T[]>>;
  emptyText: string;
  children: (records: T[]) => ReactNode;
}) {
  const span = headers.length;
  return (
    <Table caption={caption} cards>
      <THead>
        <tr>
          {headers.map((header) => (
            <Th key={header.label} className={header.className} optional={header.optional}>
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

/** One thing staff can do to a record: a button, or a link when it has an `href`. */
export interface RecordAction {
  icon: LucideIcon;
  label: string;
  /** What screen readers hear, e.g. 'Edit Spring launch'. */
  name: string;
  onClick?: () => void;
  href?: string;
  danger?: boolean;
  disabled?: boolean;
}

const iconButton =
  'group relative inline-flex size-9 items-center justify-center rounded-lg text-navy-700 transition hover:bg-navy-50 hover:text-navy-900 focus-visible:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A record's actions (docs/product.md#responsive): in a table, a compact row of icon buttons,
 * each named for assistive technology and labelled by a tooltip on hover and focus; on a card
 * (the table's container narrower than 768 px), one "Actions" button opening a menu, so a card
 * never hides them off its edge.
 */
export function RowActions({ record, actions }: { record: string; actions: RecordAction[] }) {
  // A menu item's action runs once the menu has closed and focus is back on its button, so a
  // dialog it opens returns focus there when it closes.
  const pending = useRef<(() => void) | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className="hidden justify-end gap-0.5 @3xl/table:flex">
        {actions.map((action) => {
          const Icon = action.icon;
          const content = (
            <>
              <Icon aria-hidden="true" className="size-4" />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute right-1/2 bottom-full z-10 mb-1.5 translate-x-1/2 rounded-md bg-navy-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-md transition group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                {action.label}
              </span>
            </>
          );
          const className = cx(iconButton, action.danger && 'text-danger-700 hover:bg-danger-50');
          return action.href ? (
            <Link
              key={action.label}
              to={action.href}
              aria-label={action.name}
              className={className}
            >
              {content}
            </Link>
          ) : (
            <button
              key={action.label}
              type="button"
              aria-label={action.name}
              disabled={action.disabled}
              onClick={action.onClick}
              className={className}
            >
              {content}
            </button>
          );
        })}
      </div>
      <div className="@3xl/table:hidden">
        {/* Not modal: a dialog the menu opens must be free to take focus and pointer events. */}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            ref={trigger}
            aria-label={`Actions for ${record}`}
            className={cx(iconButton, 'border border-line bg-white')}
          >
            <MoreVertical aria-hidden="true" className="size-5" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              onCloseAutoFocus={(event) => {
                const run = pending.current;
                if (!run) return;
                pending.current = null;
                event.preventDefault();
                trigger.current?.focus();
                run();
              }}
              className="z-50 min-w-48 rounded-xl border border-line bg-white p-1.5 shadow-lg"
            >
              {actions.map((action) => {
                const Icon = action.icon;
                const className = cx(
                  'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-navy-900 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-navy-50',
                  action.danger && 'text-danger-700 data-[highlighted]:bg-danger-50',
                );
                const inner = (
                  <>
                    <Icon aria-hidden="true" className="size-4" />
                    {action.label}
                  </>
                );
                return action.href ? (
                  <DropdownMenu.Item key={action.label} asChild className={className}>
                    <Link to={action.href} aria-label={action.name}>
                      {inner}
                    </Link>
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item
                    key={action.label}
                    aria-label={action.name}
                    disabled={action.disabled}
                    onSelect={() => {
                      pending.current = action.onClick ?? null;
                    }}
                    className={className}
                  >
                    {inner}
                  </DropdownMenu.Item>
                );
              })}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </>
  );
}

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

/**
 * The cells of a blog or service row: its number, its title (which opens the record, from anywhere
 * on the row), its small picture, its summary and its status (Active, or Inactive when the website
 * hides it).
 */
export function RecordCells({
  index,
  title,
  open,
  active,
  thumbnail,
  summary,
  summaryLabel,
  summaryOptional,
  statusLabel,
  thumbnailAlt = '',
  flag,
}: {
  index: number;
  title: string;
  /** Where the title leads: the record's screen, or a view of it. */
  open: { href: string } | { onClick: () => void };
  active: boolean;
  thumbnail: string;
  summary: string;
  /** The summary column's heading, shown above the summary on a card. */
  summaryLabel: string;
  /** Whether the summary column gives way in a narrow table (see `Th`'s `optional`). */
  summaryOptional?: 'wide' | 'wider';
  /** The status pill's text (a blog's status); Active or Inactive unless set. */
  statusLabel?: string;
  /** The thumbnail's text alternative, when the record has one. */
  thumbnailAlt?: string;
  /** A warning shown under the title, e.g. a blog without alt text. */
  flag?: ReactNode;
}) {
  const text = <Clip text={title} lines={2} />;
  return (
    <>
      <Td cell="index" className="text-muted">
        {index + 1}
      </Td>
      <Td cell="title" fill className="min-w-40 font-medium text-navy-900">
        {'href' in open ? (
          <Link to={open.href} data-row-link="" className={rowLinkClasses}>
            {text}
          </Link>
        ) : (
          <button type="button" data-row-link="" onClick={open.onClick} className={rowLinkClasses}>
            {text}
          </button>
        )}
        {flag ? <span className="mt-1 block">{flag}</span> : null}
      </Td>
      <Td cell="thumb">
        <img
          src={isDisplayableImage(thumbnail) ? thumbnail : BLOG_PLACEHOLDER}
          alt={isDisplayableImage(thumbnail) ? thumbnailAlt : ''}
          width={64}
          height={40}
          loading="lazy"
          className="h-10 w-16 max-w-none rounded-md border border-line object-cover"
        />
      </Td>
      <Td label={summaryLabel} optional={summaryOptional} className="max-w-72 min-w-48 text-muted">
        <Clip text={summary} lines={2} />
      </Td>
      <Td label="Status" className="whitespace-nowrap">
        <StatusPill tone={active ? 'success' : 'warning'}>
          {statusLabel ?? (active ? 'Active' : 'Inactive')}
        </StatusPill>
      </Td>
    </>
  );
}

/** The record's own link in a list: it opens the record from anywhere on its row or card. */
export const rowLinkClasses =
  'block max-w-full text-left font-medium text-navy-900 hover:text-accent-700 hover:underline focus-visible:underline';

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
