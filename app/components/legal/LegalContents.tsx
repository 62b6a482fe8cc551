import { useEffect, useMemo, useState } from 'react';
import type { LegalSection } from '~/content/legal';
import { cx } from '~/lib/cx';

/** How far below the top of the viewport a heading counts as "reached" (the sticky header). */
const READING_LINE_PX = 140;

/**
 * The section being read: the last one whose top has passed the reading line, or the last one
 * once the page is scrolled to the end (short closing sections never reach the line).
 */
function useCurrentSection(ids: string[]) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const atEnd =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let reached: string | null = null;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE_PX) reached = id;
      }
      setCurrent(atEnd && reached ? (ids[ids.length - 1] ?? reached) : reached);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [ids]);
  return current;
}

/** The in-page table of contents of a legal text; sticky in the side column on wide screens. */
export function LegalContents({ sections }: { sections: LegalSection[] }) {
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const current = useCurrentSection(ids);
  return (
    <nav
      aria-labelledby="contents-heading"
      className="card p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
    >
      <h2 id="contents-heading" className="eyebrow">
        On this page
      </h2>
      <ol className="mt-3 space-y-0.5 text-sm">
        {sections.map((section, index) => {
          const active = section.id === current;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={active ? 'location' : undefined}
                className={cx(
                  'flex gap-2 rounded-lg px-2.5 py-1.5 transition-colors',
                  active
                    ? 'bg-accent-50 font-semibold text-accent-800'
                    : 'text-muted hover:bg-navy-50 hover:text-navy-900',
                )}
              >
                <span className="w-5 shrink-0 tabular-nums">{index + 1}.</span>
                <span>{section.heading}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
