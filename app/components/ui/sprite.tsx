import {
  ArrowRight as ArrowRightGlyph,
  Check as CheckGlyph,
  CheckCircle2 as CheckCircle2Glyph,
  ChevronDown as ChevronDownGlyph,
  ChevronLeft as ChevronLeftGlyph,
  ChevronRight as ChevronRightGlyph,
  CircleCheck as CircleCheckGlyph,
  MapPin as MapPinGlyph,
  Pause as PauseGlyph,
  Play as PlayGlyph,
  Quote as QuoteGlyph,
  Star as StarGlyph,
  UserRound as UserRoundGlyph,
  type LucideIcon,
} from 'lucide-react';
import type { SVGProps } from 'react';
import { cx } from '~/lib/cx';

/**
 * The icons the public pages repeat (ratings, check lists, arrows, carousel controls): drawn once
 * per page as `<symbol>`s by `IconSprite`, then referenced with `<use>`, so thirty stars cost thirty
 * short tags rather than thirty copies of the path. Icons used once stay plain lucide components.
 */
const glyphs = {
  'arrow-right': ArrowRightGlyph,
  check: CheckGlyph,
  'check-circle-2': CheckCircle2Glyph,
  'chevron-down': ChevronDownGlyph,
  'chevron-left': ChevronLeftGlyph,
  'chevron-right': ChevronRightGlyph,
  'circle-check': CircleCheckGlyph,
  'map-pin': MapPinGlyph,
  pause: PauseGlyph,
  play: PlayGlyph,
  quote: QuoteGlyph,
  star: StarGlyph,
  'user-round': UserRoundGlyph,
} satisfies Record<string, LucideIcon>;

type GlyphName = keyof typeof glyphs;

/** Once per page, before any icon that uses it. */
export function IconSprite() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <defs>
        {Object.entries(glyphs).map(([name, Glyph]) => (
          <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
            {/* fill inherits, so a filled star (fill-star) stays filled through <use>. */}
            <Glyph fill="inherit" />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

function spriteIcon(name: GlyphName) {
  function SpriteIcon({ className, ...props }: IconProps) {
    return (
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={cx('lucide', `lucide-${name}`, className)}
        {...props}
      >
        <use href={`#icon-${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `SpriteIcon(${name})`;
  return SpriteIcon;
}

export const ArrowRight = spriteIcon('arrow-right');
export const Check = spriteIcon('check');
export const CheckCircle2 = spriteIcon('check-circle-2');
export const ChevronDown = spriteIcon('chevron-down');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const CircleCheck = spriteIcon('circle-check');
export const MapPin = spriteIcon('map-pin');
export const Pause = spriteIcon('pause');
export const Play = spriteIcon('play');
export const Quote = spriteIcon('quote');
export const Star = spriteIcon('star');
export const UserRound = spriteIcon('user-round');
