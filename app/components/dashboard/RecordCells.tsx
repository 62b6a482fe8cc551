import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BlogImage } from '~/components/sections/BlogCard';
import { StatusPill } from '~/components/ui/StatusPill';
import { Clip, Td } from '~/components/ui/Table';

/** The record's own link in a list: it opens the record from anywhere on its row or card. */
const rowLinkClasses =
  'block max-w-full text-left font-medium text-navy-900 hover:text-accent-700 hover:underline focus-visible:underline';

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
        <BlogImage
          url={thumbnail}
          alt={thumbnailAlt}
          width={64}
          height={40}
          loading="lazy"
          className="h-10 w-16 max-w-none rounded-md border border-line object-cover"
        />
      </Td>
      <Td label={summaryLabel} className="max-w-72 min-w-40 text-muted">
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
