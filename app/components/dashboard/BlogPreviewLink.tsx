import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/Button';
import { formatInZone } from '~/domain/blog-schedule';

/** The shareable preview address and a button that copies it. */
export function BlogPreviewLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <p className="text-sm break-all">
        <code>{url}</code>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <span role="status" className="text-sm text-muted">
          {copied
            ? 'Link copied'
            : `Works for anyone with the link until ${formatInZone(expiresAt)}.`}
        </span>
      </div>
    </div>
  );
}
