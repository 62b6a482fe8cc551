import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cx } from '~/lib/cx';

/** A table that scrolls sideways on narrow screens instead of breaking the layout. */
export function Table({
  caption,
  children,
  className,
  cards,
}: {
  caption?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Below 768 px each row becomes a card: cells stack under their `label`, and the cells marked
   * `cell` (title, thumbnail, actions) form the card's head (docs/product.md#responsive).
   */
  cards?: boolean;
}) {
  return (
    <div
      // Focusable, so keyboard users can scroll a table that is wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={typeof caption === 'string' ? `${caption} table` : undefined}
      className={cx(
        'overflow-x-auto rounded-xl border border-line bg-white',
        cards && 'table-cards',
        className,
      )}
    >
      <table className="min-w-full divide-y divide-line text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function THead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} className={cx('bg-surface', props.className)} />;
}

export function TBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} className={cx('divide-y divide-line', props.className)} />;
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      {...props}
      className={cx(
        'px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase',
        className,
      )}
    />
  );
}

interface TdProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The column's name, shown above the value when the row is a card. */
  label?: string;
  /** The cell's place in a card's head; `index` cells are left out of cards. */
  cell?: 'index' | 'title' | 'thumb' | 'actions';
}

export function Td({ className, label, cell, ...props }: TdProps) {
  return (
    <td
      {...props}
      data-label={label}
      data-cell={cell}
      className={cx('px-4 py-3 align-middle text-ink', className)}
    />
  );
}

/** One full-width row with a message, e.g. 'Loading....' or 'No Blogs Available'. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <Td colSpan={colSpan} className="py-10 text-center text-muted">
        {children}
      </Td>
    </tr>
  );
}
