import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '~/components/layout/Breadcrumbs';
import { ButtonLink, buttonClasses } from '~/components/ui/Button';
import { cx } from '~/lib/cx';

interface PageHeroProps {
  heading: string;
  subheading: ReactNode;
  /** The page's own artwork, beside the text on wide screens (docs/product.md#page-heads). */
  image?: { src: string; width: number; height: number };
  /** Set under the subheading, before the buttons: a service's starting price. */
  highlight?: ReactNode;
  /** A `to` starting with '#' is an in-page anchor: a plain link the browser scrolls to. */
  buttons?: { label: string; to: string; variant?: 'primary' | 'light' }[];
  /**
   * Shows the same breadcrumb trail as PageHeader above the heading: `true` builds it from the
   * path (the heading is the last crumb), a list replaces it (for a path segment that has no
   * page of its own).
   */
  breadcrumbs?: boolean | BreadcrumbItem[];
  /**
   * A low hero for a page whose content is what the visitor came for (prices, the contact form):
   * less padding, a smaller heading, and the artwork only on wide screens, at a smaller size, so
   * the content starts in the first screen (docs/product.md#page-heads).
   */
  compact?: boolean;
}

/**
 * The hero of a marketing page: the heading's first word is set apart, with subheading, the
 * page's artwork and buttons (docs/product.md#page-heads).
 */
export function PageHero({
  heading,
  subheading,
  image,
  highlight,
  buttons = [],
  breadcrumbs = false,
  compact = false,
}: PageHeroProps) {
  const [first, ...rest] = heading.split(' ');
  // A short heading keeps one line, its first word set apart by colour; a long one by a line.
  const apart = rest.length > 1;
  return (
    <section className="on-dark relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_26rem_at_100%_0%,rgb(109_94_252/0.4),transparent)]"
      />
      <div
        className={cx(
          'container-page relative grid items-center lg:grid-cols-2',
          compact
            ? 'gap-6 py-7 sm:py-9 lg:gap-10 lg:py-8'
            : 'gap-8 py-12 sm:py-16 lg:gap-10 lg:py-14',
        )}
      >
        <div>
          {breadcrumbs ? (
            <Breadcrumbs
              className={compact ? 'mb-3 sm:mb-4' : 'mb-6'}
              items={Array.isArray(breadcrumbs) ? breadcrumbs : undefined}
              current={heading}
            />
          ) : null}
          <h1 className={compact ? 'text-3xl sm:text-4xl lg:text-5xl' : 'text-4xl sm:text-5xl'}>
            <span className={cx('text-accent-300', apart && 'block')}>{first}</span>{' '}
            {rest.join(' ')}
          </h1>
          <p
            className={cx(
              'max-w-xl text-navy-100',
              compact ? 'mt-3 text-base sm:text-lg' : 'mt-5 text-lg',
            )}
          >
            {subheading}
          </p>
          {highlight}
          {buttons.length ? (
            <div className="mt-8 flex flex-wrap gap-4">
              {buttons.map((button) =>
                button.to.startsWith('#') ? (
                  <a
                    key={button.label}
                    href={button.to}
                    className={buttonClasses(button.variant ?? 'primary', 'lg')}
                  >
                    {button.label}
                  </a>
                ) : (
                  <ButtonLink
                    key={button.label}
                    to={button.to}
                    size="lg"
                    variant={button.variant ?? 'primary'}
                  >
                    {button.label}
                  </ButtonLink>
                ),
              )}
            </div>
          ) : null}
        </div>
        {image ? (
          <img
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            fetchPriority="high"
            data-hero-art=""
            className={cx(
              'mx-auto h-auto w-full',
              compact ? 'hidden max-w-64 lg:block' : 'max-w-[18rem] sm:max-w-md lg:max-w-lg',
            )}
          />
        ) : null}
      </div>
    </section>
  );
}

/** A marketing page's hero artwork in public/images/heroes: all are drawn at 640 × 480. */
export function heroArt(name: string) {
  return { src: `/images/heroes/${name}.svg`, width: 640, height: 480 };
}
