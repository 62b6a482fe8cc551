import type { SVGProps } from 'react';
import { cx } from '~/lib/cx';
import spriteUrl from './icons.svg?no-inline';
import type { GlyphName } from './sprite-glyphs';

/**
 * The site's icons: each one is a `<use>` of a symbol in one static sprite file (icons.svg, drawn
 * from lucide by `npm run icons`), fingerprinted and cached like the scripts. An icon costs a short
 * tag and no JavaScript, on the server and in the browser alike; the root preloads the file.
 */
export { spriteUrl };

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

export function SpriteIcon({ name, className, ...props }: IconProps & { name: GlyphName }) {
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
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

function spriteIcon(name: GlyphName) {
  function Glyph(props: IconProps) {
    return <SpriteIcon {...props} name={name} />;
  }
  Glyph.displayName = `SpriteIcon(${name})`;
  return Glyph;
}

export const ArrowRight = spriteIcon('arrow-right');
export const Check = spriteIcon('check');
export const CheckCircle2 = spriteIcon('check-circle-2');
export const ChevronDown = spriteIcon('chevron-down');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const CircleCheck = spriteIcon('circle-check');
export const ClipboardList = spriteIcon('clipboard-list');
export const FileSignature = spriteIcon('file-signature');
export const Home = spriteIcon('house');
export const Mail = spriteIcon('mail');
export const MapPin = spriteIcon('map-pin');
export const Menu = spriteIcon('menu');
export const Pause = spriteIcon('pause');
export const Phone = spriteIcon('phone');
export const Play = spriteIcon('play');
export const Quote = spriteIcon('quote');
export const ShoppingCart = spriteIcon('shopping-cart');
export const Star = spriteIcon('star');
export const UserRound = spriteIcon('user-round');
export const X = spriteIcon('x');
