import { useEffect, useState } from 'react';
import { cx } from '~/lib/cx';

/**
 * The pricing page's sub-navigation (docs/product.md#pricing): one link per service group that
 * jumps to it, and the group in view marked as the current one. It stays at the top of the window
 * while the groups scroll by.
 */
export function PricingNav({ groups }: { groups: { slug: string; heading: string }[] }) {
  const [current, setCurrent] = useState(groups[0]?.slug);
  useEffect(() => {
    // The current group is the last one whose top has passed the middle of the window.
    let frame = 0;
    const update = () => {
      frame = 0;
      let inView = groups[0]?.slug;
      for (const group of groups) {
        const top = document.getElementById(group.slug)?.getBoundingClientRect().top;
        if (top !== undefined && top <= window.innerHeight / 2) inView = group.slug;
      }
      setCurrent(inView);
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [groups]);

  if (groups.length < 2) return null;
  return (
    <nav
      aria-label="Plans by service"
      className="sticky top-0 z-20 border-b border-line bg-white/95 backdrop-blur"
    >
      {/* On a phone the links are a row of equal segments whose names may wrap, so every one is
          in view without scrolling sideways; from 640 px they are pills in a row. */}
      <ul
        className="container-page grid gap-1 py-2 sm:flex sm:flex-wrap sm:gap-2 sm:py-3"
        style={{ gridTemplateColumns: `repeat(${groups.length}, minmax(0, 1fr))` }}
      >
        {groups.map((group) => (
          <li key={group.slug} className="min-w-0">
            <a
              href={`#${group.slug}`}
              onClick={() => setCurrent(group.slug)}
              aria-current={current === group.slug ? 'true' : undefined}
              className={cx(
                'flex min-h-11 items-center justify-center rounded-xl px-2 text-center text-xs leading-tight font-semibold sm:inline-flex sm:min-h-10 sm:rounded-pill sm:px-4 sm:text-sm sm:whitespace-nowrap',
                current === group.slug
                  ? 'bg-navy-900 text-white'
                  : 'text-navy-900 hover:bg-navy-50',
              )}
            >
              {group.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
