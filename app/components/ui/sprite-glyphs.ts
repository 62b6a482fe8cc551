/**
 * The icons drawn into the site's one SVG sprite (app/components/ui/icons.svg), by the name a page
 * refers to them with and the lucide icon each one is. The sprite is a static, hashed, cached file,
 * so an icon costs a `<use>` tag and no JavaScript. `npm run icons` redraws the file after this list
 * changes; a unit test fails while the two disagree.
 */
export const spriteGlyphs = {
  'arrow-right': 'ArrowRight',
  check: 'Check',
  'check-circle-2': 'CheckCircle2',
  'chevron-down': 'ChevronDown',
  'chevron-left': 'ChevronLeft',
  'chevron-right': 'ChevronRight',
  'circle-check': 'CircleCheck',
  'clipboard-list': 'ClipboardList',
  'code-xml': 'Code2',
  eye: 'Eye',
  'file-signature': 'FileSignature',
  handshake: 'Handshake',
  house: 'Home',
  lightbulb: 'Lightbulb',
  mail: 'Mail',
  'map-pin': 'MapPin',
  megaphone: 'Megaphone',
  menu: 'Menu',
  pause: 'Pause',
  phone: 'Phone',
  play: 'Play',
  quote: 'Quote',
  'search-check': 'SearchCheck',
  'shield-check': 'ShieldCheck',
  'shopping-cart': 'ShoppingCart',
  sparkles: 'Sparkles',
  star: 'Star',
  target: 'Target',
  'trending-up': 'TrendingUp',
  'user-round': 'UserRound',
  workflow: 'Workflow',
  x: 'X',
} as const;

export type GlyphName = keyof typeof spriteGlyphs;
