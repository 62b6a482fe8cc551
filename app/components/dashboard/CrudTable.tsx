import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import {
  Table,
  TBody,
  Td,
  Th,
  THead,
  TableMessageRow,
  type OptionalColumn,
} from '~/components/ui/Table';
import type { Loaded } from '~/lib/dashboard-data';
import { Deferred } from './Deferred';

/** The records' table: its header, then a loading row, the error, the empty text or the rows. */
export function CrudTable<T>({
  caption,
  headers,
  rows,
  emptyText,
  children,
}: {
  caption: string;
  headers: { label: string; className?: string; optional?: OptionalColumn }[];
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

/** The last cell of a row: the button that opens the record, from anywhere on its row. */
export function ViewCell({
  to,
  label,
  children,
}: {
  to: string;
  /** The button's accessible name, which says which record it opens. */
  label: string;
  children: ReactNode;
}) {
  return (
    <Td cell="actions">
      <Link to={to} data-row-link="" className={buttonClasses('outline', 'sm')} aria-label={label}>
        <Eye aria-hidden="true" className="size-4" />
        {children}
      </Link>
    </Td>
  );
}
