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

  // On a phone the links scroll sideways: keep the current one in sight. Only the list scrolls,
  // never the page (scrollIntoView would also move the window, even mid-navigation).
  useEffect(() => {
    const link = document.querySelector<HTMLElement>(
      `nav[aria-label="Plans by service"] a[href="#${current}"]`,
    );
    const list = link?.closest('ul');
    if (!link || !list) return;
    const start = link.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + link.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: Math.max(0, start - 16) });
  }, [current]);

  if (groups.length < 2) return null;
  return (
    <nav
      aria-label="Plans by service"
      className="sticky top-0 z-20 border-b border-line bg-white/95 backdrop-blur"
    >
      <ul className="container-page flex gap-2 overflow-x-auto py-3 [scrollbar-width:thin]">
        {groups.map((group) => (
          <li key={group.slug} className="shrink-0">
            <a
              href={`#${group.slug}`}
              onClick={() => setCurrent(group.slug)}
              aria-current={current === group.slug ? 'true' : undefined}
              className={cx(
                'inline-flex min-h-10 items-center rounded-pill px-4 text-sm font-semibold whitespace-nowrap',
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
