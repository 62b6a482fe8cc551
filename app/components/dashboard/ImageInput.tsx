import { ImageIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Field } from '~/components/ui/Field';
import { cx } from '~/lib/cx';
import { isDisplayableImage } from '~/domain/blog-view';

interface ImageInputProps {
  label: string;
  /** The image the record already has; shown until a new file is chosen. */
  existingUrl?: string | undefined;
  file: File | null;
  /** Called with the chosen file, or null when the choice is cleared. */
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** Upload progress in percent while this file is being sent. */
  progress?: number | null;
}

/** A file input limited to images, with a preview of the chosen (or current) image. */
export function ImageInput({
  label,
  existingUrl,
  file,
  onChange,
  onBlur,
  error,
  hint,
  required,
  progress,
}: ImageInputProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? (isDisplayableImage(existingUrl) ? existingUrl : null);

  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <div className="flex items-start gap-4">
          <div
            className={cx(
              'grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl border bg-surface',
              error ? 'border-danger-600' : 'border-line',
            )}
          >
            {shown ? (
              <img
                src={shown}
                alt={`${label} preview`}
                className="size-full object-cover"
                data-testid="image-preview"
              />
            ) : (
              <ImageIcon aria-hidden="true" className="size-7 text-slate-400" />
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <input
              {...control}
              type="file"
              accept="image/*"
              onChange={(event) => onChange(event.target.files?.[0] ?? null)}
              onBlur={onBlur}
              className={cx(
                'block w-full text-sm text-muted',
                'file:mr-3 file:rounded-pill file:border-0 file:bg-navy-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-navy-900 hover:file:bg-navy-100',
              )}
            />
            {progress != null ? (
              <div className="space-y-1">
                <progress
                  value={progress}
                  max={100}
                  aria-label={`${label} upload`}
                  className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-navy-100 [&::-webkit-progress-value]:bg-accent-600"
                />
                <p className="text-xs text-muted">Uploading… {progress}%</p>
              </div>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
