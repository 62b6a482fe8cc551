import type { ReactNode } from 'react';
import { cx } from '~/lib/cx';

interface SectionHeadingProps {
  eyebrow?: string;
  heading: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'left';
  id?: string;
  tone?: 'light' | 'dark';
}

export function SectionHeading({
  eyebrow,
  heading,
  intro,
  align = 'center',
  id,
  tone = 'light',
}: SectionHeadingProps) {
  return (
    <div className={cx('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className={cx('eyebrow', tone === 'dark' && 'text-accent-200')}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl sm:text-4xl">
        {heading}
      </h2>
      {intro ? (
        <p className={cx('mt-4 text-lg', tone === 'dark' ? 'text-navy-100' : 'text-muted')}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
