import { ChevronLeft, ChevronRight, Pause, Play } from '~/components/ui/sprite';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '~/lib/cx';
import { needsScripts, useHydrated } from '~/lib/use-hydrated';
import { useNearViewport } from '~/lib/use-near-viewport';

export interface CarouselSettings {
  /** Slides in view at the widest size, then per breakpoint (max-width, px), widest first. */
  slidesToShow: number;
  responsive: { maxWidth: number; slidesToShow: number }[];
  slidesToScroll: number;
  autoplayMs: number;
  speedMs: number;
  /**
   * Static Tailwind classes that set --per-view for each breakpoint, so the server renders the
   * right number of slides before any script runs (no layout shift).
   */
  perViewClass: string;
}

interface CarouselProps<T> {
  label: string;
  items: T[];
  settings: CarouselSettings;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string;
  /** Show previous/next arrows (always keyboard reachable). */
  arrows?: boolean;
  className?: string;
  slideClassName?: string;
  /** Autoplay waits while this is true, e.g. while a slide is open large over the page. */
  hold?: boolean;
}

function usePerView(settings: CarouselSettings) {
  const [perView, setPerView] = useState(settings.slidesToShow);
  useEffect(() => {
    const compute = () => {
      let value = settings.slidesToShow;
      for (const step of settings.responsive)
        if (window.innerWidth <= step.maxWidth) value = step.slidesToShow;
      setPerView(value);
    };
    compute();
    window.addEventListener('resize', compute);
    return () => window.removeEventListener('resize', compute);
  }, [settings]);
  return perView;
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Embla's `duration` is not in milliseconds: about 40 ms per unit, so a slide's movement takes
 * roughly `speedMs` and always ends inside the autoplay interval.
 */
const emblaDuration = (speedMs: number) => Math.max(20, Math.min(60, Math.round(speedMs / 40)));

const arrowButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 shadow-sm hover:bg-navy-50';

interface CarouselMotion {
  itemCount: number;
  settings: CarouselSettings;
  perView: number;
  reducedMotion: boolean;
  /** Autoplay waits while this is true: hover, focus, the pause button or the `hold` prop. */
  held: boolean;
}

/**
 * The Embla engine behind a carousel: its options, the autoplay timer, the first slide in view, and
 * whether autoplay runs now.
 */
function useCarouselMotion({ itemCount, settings, perView, reducedMotion, held }: CarouselMotion) {
  const [first, setFirst] = useState(0);

  const canMove = itemCount > perView;
  const step = Math.max(1, Math.min(settings.slidesToScroll, perView, itemCount - 1));
  const options = useMemo(
    () => ({
      loop: canMove,
      active: canMove,
      slidesToScroll: step,
      align: 'start' as const,
      duration: emblaDuration(settings.speedMs),
    }),
    [canMove, step, settings.speedMs],
  );
  // Timing only: when it may run is decided below from hover, focus, the pause button and `hold`.
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: settings.autoplayMs,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnFocusIn: false,
        stopOnMouseEnter: false,
      }),
    ],
    [settings.autoplayMs],
  );
  const [viewportRef, embla] = useEmblaCarousel(options, plugins);

  // The first slide in view, read when a move starts, so slides leave the tab order at once.
  useEffect(() => {
    if (!embla) return;
    // An inactive carousel (every slide fits) has no engine: its first slide is the first.
    const onSelect = () =>
      setFirst(
        (embla.internalEngine() as ReturnType<typeof embla.internalEngine> | undefined)
          ?.slideRegistry[embla.selectedScrollSnap()]?.[0] ?? 0,
      );
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // A new slide every `autoplayMs`, the slide's own movement running inside that time
  // (docs/product.md#sliders).
  const autoplay = canMove && !reducedMotion && !held;
  useEffect(() => {
    const timer = (embla?.plugins() as ReturnType<NonNullable<typeof embla>['plugins']> | undefined)
      ?.autoplay;
    if (!embla || !timer) return;
    // A swipe stops the timer; it starts again from the swipe's end if nothing else holds it.
    const sync = () => (autoplay ? timer.play() : timer.stop());
    sync();
    embla.on('pointerUp', sync);
    return () => {
      embla.off('pointerUp', sync);
    };
  }, [embla, autoplay]);

  return { viewportRef, embla, first, canMove, autoplay };
}

interface CarouselControlsProps {
  label: string;
  /**
   * The carousel has hydrated: until then the buttons keep their place, unseen. Its engine starts
   * as it nears the screen, before a button can be tapped there.
   */
  ready: boolean;
  paused: boolean;
  reducedMotion: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePause: () => void;
}

/** Previous, pause or play (not under reduced motion) and next, below the slides. */
function CarouselControls({
  label,
  ready,
  paused,
  reducedMotion,
  onPrevious,
  onNext,
  onTogglePause,
}: CarouselControlsProps) {
  return (
    <div className="mt-8 flex items-center justify-center gap-3" {...needsScripts(ready)}>
      <button
        type="button"
        onClick={onPrevious}
        className={arrowButton}
        aria-label={`Previous ${label.toLowerCase()}`}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      {!reducedMotion ? (
        <button
          type="button"
          onClick={onTogglePause}
          className={arrowButton}
          aria-label={paused ? `Play ${label.toLowerCase()}` : `Pause ${label.toLowerCase()}`}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      ) : null}
      <button
        type="button"
        onClick={onNext}
        className={arrowButton}
        aria-label={`Next ${label.toLowerCase()}`}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/**
 * An endless carousel on Embla: it moves by `slidesToScroll` and loops. Autoplay pauses on hover,
 * on focus and with the pause button, and does not run at all under prefers-reduced-motion. The
 * server renders the first slides in view; the rest are inert until they come into view.
 */
export function Carousel<T>({
  label,
  items,
  settings,
  renderItem,
  getKey,
  arrows = true,
  className,
  slideClassName,
  hold = false,
}: CarouselProps<T>) {
  const perView = usePerView(settings);
  // Embla measures every slide when it starts: it starts as the carousel nears the screen, not
  // while the page is still loading (most carousels sit below the fold).
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const { viewportRef, embla, first, canMove, autoplay } = useCarouselMotion({
    itemCount: items.length,
    settings,
    perView,
    reducedMotion,
    held: hovered || focused || paused || hold,
  });

  const next = () => embla?.scrollNext(reducedMotion);
  const previous = () => embla?.scrollPrev(reducedMotion);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };

  return (
    // Arrow keys are a shortcut while focus is inside; the buttons remain the primary controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={embla ? true : undefined}
      className={cx('relative', settings.perViewClass, className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      {/* Without JavaScript the row scrolls sideways instead (app/lib/without-scripts.ts). */}
      <div className="overflow-hidden" ref={near ? viewportRef : undefined} data-carousel-viewport>
        <div className="flex touch-pan-y" aria-live={autoplay ? 'off' : 'polite'}>
          {items.map((item, index) => {
            const visible = (index - first + items.length) % items.length < perView;
            return (
              <div
                key={getKey(item, index)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                className={cx(
                  'min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--per-view))] px-3',
                  slideClassName,
                )}
                // Slides out of view are out of reach once the carousel moves them; before the
                // scripts run (or without them) the row scrolls, and every slide can be reached.
                inert={hydrated && canMove && !visible ? true : undefined}
              >
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      </div>
      {arrows && canMove ? (
        <CarouselControls
          label={label}
          ready={hydrated}
          paused={paused}
          reducedMotion={reducedMotion}
          onPrevious={previous}
          onNext={next}
          onTogglePause={() => setPaused((p) => !p)}
        />
      ) : null}
    </section>
  );
}

/** Clients slider (docs/product.md#sliders): 4 logos, scroll by 2, autoplay 2500 ms, speed 1500 ms; 3, 2, 1 at 1024, 768, 480. */
export const clientSliderSettings: CarouselSettings = {
  slidesToShow: 4,
  responsive: [
    { maxWidth: 1024, slidesToShow: 3 },
    { maxWidth: 768, slidesToShow: 2 },
    { maxWidth: 480, slidesToShow: 1 },
  ],
  slidesToScroll: 2,
  autoplayMs: 2500,
  speedMs: 1500,
  perViewClass:
    '[--per-view:1] min-[481px]:[--per-view:2] min-[769px]:[--per-view:3] min-[1025px]:[--per-view:4]',
};

/** Testimonials (docs/product.md#sliders): 3 shown, autoplay 3500 ms, speed 1800 ms; 2 at 991 and 1 at 768. */
export const testimonialSliderSettings: CarouselSettings = {
  slidesToShow: 3,
  responsive: [
    { maxWidth: 991, slidesToShow: 2 },
    { maxWidth: 768, slidesToShow: 1 },
  ],
  slidesToScroll: 1,
  autoplayMs: 3500,
  speedMs: 1800,
  perViewClass: '[--per-view:1] min-[769px]:[--per-view:2] min-[992px]:[--per-view:3]',
};

/** Project gallery (docs/product.md#sliders): autoplay 2500 ms, speed 1600 ms, 5 slides; 1 below 768 px. */
export const gallerySliderSettings: CarouselSettings = {
  slidesToShow: 5,
  responsive: [{ maxWidth: 767, slidesToShow: 1 }],
  slidesToScroll: 1,
  autoplayMs: 2500,
  speedMs: 1600,
  perViewClass: '[--per-view:1] min-[768px]:[--per-view:5]',
};
