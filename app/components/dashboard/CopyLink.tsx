import { Copy } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '~/components/ui/Button';
import { inputClasses } from '~/components/ui/Field';

/**
 * A client's private link (an invoice's, an order page's) in a read-only field with Copy link,
 * any other actions beside it (`actions`), what the link gives (`hint`) and whether the copy
 * worked. Where the clipboard is refused, the link is selected for the keyboard shortcut.
 */
export function CopyLink({
  link,
  id,
  label,
  hint,
  actions,
}: {
  link: string;
  /** The field's id, for a visible `<label htmlFor>` outside; without it `label` names it. */
  id?: string;
  label?: string;
  hint: ReactNode;
  actions?: ReactNode;
}) {
  const [copied, setCopied] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const hintId = `${id ?? 'copy-link'}-hint`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied');
    } catch {
      field.current?.select();
      setCopied('Press Ctrl+C (⌘C on a Mac) to copy the selected link');
    }
  };
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={id}
          readOnly
          aria-label={id ? undefined : label}
          value={link}
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClasses} min-w-0 font-mono text-sm`}
        />
        <Button variant="outline" onClick={() => void copy()} className="shrink-0">
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        {actions}
      </div>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      <p role="status" className="text-sm font-medium text-success-700 empty:hidden">
        {copied}
      </p>
    </>
  );
}
