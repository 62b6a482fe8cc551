import {
  Code2,
  Eye,
  Handshake,
  Lightbulb,
  Megaphone,
  SearchCheck,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

/** Content names its icons by lucide name; only these are bundled. */
const icons: Record<string, LucideIcon> = {
  Code2,
  Eye,
  Handshake,
  Lightbulb,
  Megaphone,
  SearchCheck,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Workflow,
};

export function Icon({ name, className }: { name: string; className?: string }) {
  const Component = icons[name] ?? Sparkles;
  return <Component aria-hidden="true" className={className} />;
}
