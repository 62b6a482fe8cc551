import { SpriteIcon } from './sprite';
import type { GlyphName } from './sprite-glyphs';

/** Content names its icons by lucide export name; these are the ones in the sprite. */
const icons: Record<string, GlyphName> = {
  Code2: 'code-xml',
  Eye: 'eye',
  Handshake: 'handshake',
  Lightbulb: 'lightbulb',
  Megaphone: 'megaphone',
  SearchCheck: 'search-check',
  ShieldCheck: 'shield-check',
  Sparkles: 'sparkles',
  Target: 'target',
  TrendingUp: 'trending-up',
  Workflow: 'workflow',
};

export function Icon({ name, className }: { name: string; className?: string }) {
  return <SpriteIcon name={icons[name] ?? 'sparkles'} className={className} />;
}
