import { Copy, Mail } from 'lucide-react';
import { Check } from '~/components/ui/sprite';
import { useState } from 'react';
import { needsScripts, useHydrated } from '~/lib/use-hydrated';

/** Real share links (no trackers, no scripts from other sites) and a copy-link button. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    {
      label: 'Share on LinkedIn',
      short: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { label: 'Share on X', short: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    {
      label: 'Share on Facebook',
      short: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
  ];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.short}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center rounded-pill border border-line px-3 text-sm font-medium text-navy-900 hover:bg-navy-50"
            >
              <span aria-hidden="true">{link.short}</span>
              <span className="sr-only">{link.label} (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <a
            href={`mailto:?subject=${t}&body=${u}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-pill border border-line px-3 text-sm font-medium text-navy-900 hover:bg-navy-50"
          >
            <Mail aria-hidden="true" className="size-4" />
            Email
          </a>
        </li>
        <li>
          <button
            type="button"
            onClick={copy}
            {...needsScripts(hydrated)}
            className="inline-flex h-9 items-center gap-1.5 rounded-pill border border-line px-3 text-sm font-medium text-navy-900 hover:bg-navy-50"
          >
            {copied ? (
              <Check aria-hidden="true" className="size-4 text-success-700" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            Copy link
          </button>
        </li>
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm text-success-700">
        {copied ? 'Link copied' : ''}
      </p>
    </div>
  );
}
