import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cx } from '~/lib/cx';

/**
 * A data table (docs/product.md#responsive). Its wrapper is a size container, so the table adapts
 * to the width it is given rather than to the screen's: the dashboard's sidebar takes 176 px from
 * 1024 px and 256 px from 1280 px up, and the same table sits full width in one screen and in a column in another
 * (docs/decisions/054-tables-follow-their-container.md).
 */
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
   * Where the table is narrower than 768 px (its container, not the screen), each row becomes a
   * card: cells stack under their `label`, and the cells marked `cell` (title, thumbnail, actions)
   * form the card's head. Cards sit side by side where two fit.
   */
  cards?: boolean;
}) {
  return (
    <div className={cx('@container/table', className)}>
      <div
        // Focusable, so keyboard users can scroll a table that is wider than its box.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={typeof caption === 'string' ? `${caption} table` : undefined}
        className={cx(
          'overflow-x-auto rounded-xl border border-line bg-white',
          cards && 'table-cards',
        )}
      >
        <table className="w-full divide-y divide-line text-left text-sm">
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          {children}
        </table>
      </div>
    </div>
  );
}

export function THead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} className={cx('bg-surface', props.className)} />;
}

export function TBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} className={cx('divide-y divide-line', props.className)} />;
}

/**
 * Columns a table drops while it is a table narrower than 896 px (`medium`: a 1024 px window leaves
 * about 784 px beside the narrow sidebar), 1088 px (`wide`: a 1280 px window leaves 960 px beside
 * the sidebar, a 1440 px one 1120 px) or 1152 px (`wider`), so the rest, actions included, fit with
 * long names and large totals; a card shows them again, and the record holds them all.
 */
export type OptionalColumn = 'medium' | 'wide' | 'wider';
const optionalClasses: Record<OptionalColumn, string> = {
  medium: '@3xl/table:@max-[56rem]/table:hidden',
  wide: '@3xl/table:@max-[68rem]/table:hidden',
  wider: '@3xl/table:@max-6xl/table:hidden',
};

/** Cells sit closer together in a table narrower than 1088 px, so its columns keep their room. */
const cellPadding = 'px-2.5 @min-[68rem]/table:px-4';

export function Th({
  className,
  optional,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & { optional?: OptionalColumn }) {
  return (
    <th
      scope="col"
      {...props}
      className={cx(
        cellPadding,
        'py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
        optional && optionalClasses[optional],
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
  /** The column's `optional` on its `Th`. */
  optional?: OptionalColumn;
  /**
   * The column that takes the width the others leave and cuts its text short (with `Clip`):
   * long titles and messages never push the actions out of view.
   */
  fill?: boolean;
}

export function Td({ className, label, cell, optional, fill, ...props }: TdProps) {
  return (
    <td
      {...props}
      data-label={label}
      data-cell={cell}
      className={cx(
        cellPadding,
        'py-3 align-middle text-ink',
        fill && 'w-full max-w-0',
        // The actions take the width they need, on one line, at the row's end.
        cell === 'actions' && 'w-px text-right whitespace-nowrap',
        optional && optionalClasses[optional],
        className,
      )}
    />
  );
}

/**
 * Text cut short with an ellipsis where it does not fit (`className` sets a cap, e.g. `max-w-56`);
 * the whole text is its tooltip and is on the record's own screen.
 */
export function Clip({
  text,
  lines = 1,
  className,
}: {
  text: string;
  /** Two lines before the ellipsis, for titles that read better wrapped. */
  lines?: 1 | 2;
  className?: string;
}) {
  return (
    <span
      title={text}
      // line-clamp sets its own display; `block` would undo it.
      className={cx(lines === 1 ? 'block truncate' : 'line-clamp-2 break-words', className)}
    >
      {text}
    </span>
  );
}

/** One full-width row with a message, e.g. 'Loading....' or 'No Blogs Available'. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr data-message="">
      <Td colSpan={colSpan} className="py-10 text-center text-muted">
        {children}
      </Td>
    </tr>
  );
}
