import { ChevronLeft, ChevronRight, Pause, Play } from '~/components/ui/sprite';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cx } from '~/lib/cx';

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
 * An endless carousel: the track slides by `slidesToScroll` over `speedMs`, then the order of the
 * slides rotates so it can go on forever. Autoplay pauses on hover, on focus and with the pause
 * button, and does not run at all under prefers-reduced-motion.
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
  const reducedMotion = usePrefersReducedMotion();
  const [order, setOrder] = useState(() => items.map((_, i) => i));
  const [shift, setShift] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const busy = useRef(false);
  const pointerStart = useRef<number | null>(null);

  const canMove = items.length > perView;
  const step = Math.max(1, Math.min(settings.slidesToScroll, perView, items.length - 1));

  useEffect(() => setOrder(items.map((_, i) => i)), [items]);

  const rotate = useCallback((list: number[], by: number) => {
    const n = list.length;
    const k = ((by % n) + n) % n;
    return [...list.slice(k), ...list.slice(0, k)];
  }, []);

  const next = useCallback(() => {
    if (!canMove || busy.current) return;
    if (reducedMotion) {
      setOrder((o) => rotate(o, step));
      return;
    }
    busy.current = true;
    setAnimate(true);
    setShift(step);
  }, [canMove, reducedMotion, rotate, step]);

  const previous = useCallback(() => {
    if (!canMove || busy.current) return;
    if (reducedMotion) {
      setOrder((o) => rotate(o, -step));
      return;
    }
    busy.current = true;
    // Put the previous slides in front while still showing the current ones, then slide back.
    setAnimate(false);
    setOrder((o) => rotate(o, -step));
    setShift(step);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        setAnimate(true);
        setShift(0);
      }),
    );
  }, [canMove, reducedMotion, rotate, step]);

  const onTransitionEnd = () => {
    if (shift > 0) {
      setAnimate(false);
      setOrder((o) => rotate(o, step));
      setShift(0);
    }
    busy.current = false;
  };

  // A new slide every `autoplayMs`, the slide's own movement (`speedMs`) running inside that time,
  // as slick-style autoplay settings mean (docs/product.md#sliders).
  const autoplay = canMove && !reducedMotion && !hovered && !focused && !paused && !hold;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(next, settings.autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplay, next, settings.autoplayMs]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    pointerStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (pointerStart.current === null) return;
    const delta = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(delta) > 40) (delta < 0 ? next : previous)();
  };

  const trackStyle: CSSProperties = {
    transform: `translateX(calc(-100% * ${shift} / var(--per-view)))`,
    transition: animate ? `transform ${settings.speedMs}ms ease-in-out` : 'none',
  };

  return (
    // Arrow keys are a shortcut while focus is inside; the buttons remain the primary controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx('relative', settings.perViewClass, className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="overflow-hidden" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div
          className="flex touch-pan-y"
          style={trackStyle}
          onTransitionEnd={onTransitionEnd}
          aria-live={autoplay ? 'off' : 'polite'}
        >
          {order.map((itemIndex, position) => {
            const item = items[itemIndex];
            if (item === undefined) return null;
            const visible = position >= shift && position < shift + perView;
            return (
              <div
                key={getKey(item, itemIndex)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${itemIndex + 1} of ${items.length}`}
                className={cx(
                  'min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--per-view))] px-3',
                  slideClassName,
                )}
                inert={canMove && !visible ? true : undefined}
              >
                {renderItem(item, itemIndex)}
              </div>
            );
          })}
        </div>
      </div>
      {arrows && canMove ? (
        <div className="mt-8 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={previous}
            className="inline-flex size-11 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 shadow-sm hover:bg-navy-50"
            aria-label={`Previous ${label.toLowerCase()}`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {!reducedMotion ? (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              className="inline-flex size-11 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 shadow-sm hover:bg-navy-50"
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
            onClick={next}
            className="inline-flex size-11 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 shadow-sm hover:bg-navy-50"
            aria-label={`Next ${label.toLowerCase()}`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
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
