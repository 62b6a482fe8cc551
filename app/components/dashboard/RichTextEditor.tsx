import type QuillType from 'quill';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/Button';
import { inputClasses } from '~/components/ui/Field';
import { errorMessage } from '~/lib/api';
import { cx } from '~/lib/cx';
import { uploadImages } from '~/lib/upload';

/** Bold, italic, underline, header 1 and 2, ordered and bullet lists, link, image, clean (docs/product.md#rich-text-editor). */
const TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ header: 1 }, { header: 2 }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
  ['clean'],
];

export const EDITOR_PLACEHOLDER = 'Long description...';

/** What an empty Quill document serialises to; the form treats it as no text. */
const EMPTY_DOCUMENT = /^(<p>(<br>)?<\/p>)*$/;

interface RichTextEditorProps {
  /** The control's id (from Field): the plain-text fallback uses it, the editor is labelled by it. */
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  /** A tall writing area (420 px from 1024 px wide) that grows with the text. */
  tall?: boolean;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Quill 2, loaded only when a form needs it (it is large and touches `document`, so it never runs
 * on the server). If the code cannot be loaded, the same value is edited in a plain textarea, so
 * nothing typed is lost. Images in the text are uploaded like every other image, never inlined as
 * data: URLs (which the server's sanitizer would remove).
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  tall = false,
}: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<QuillType | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [imageError, setImageError] = useState<string | null>(null);
  // The position of a picture just placed in the text, waiting for its description.
  const [describing, setDescribing] = useState<number | null>(null);
  const [altText, setAltText] = useState('');
  // The latest callbacks and value, read by Quill's listeners without re-creating the editor.
  const latest = useRef({ value, onChange, onBlur });
  latest.current = { value, onChange, onBlur };

  useEffect(() => {
    let cancelled = false;
    const host = hostRef.current;
    Promise.all([import('quill'), import('quill/dist/quill.snow.css')])
      .then(([{ default: Quill }]) => {
        if (cancelled || !host) return;
        host.innerHTML = '';
        const mount = document.createElement('div');
        host.appendChild(mount);
        const quill = new Quill(mount, {
          theme: 'snow',
          placeholder: EDITOR_PLACEHOLDER,
          modules: {
            toolbar: {
              container: TOOLBAR,
              handlers: {
                image: () =>
                  pickImage(quill, setImageError, (index) => {
                    setAltText('');
                    setDescribing(index);
                  }),
              },
            },
            // Tab moves focus on, as everywhere else in the form, instead of typing a tab
            // character: otherwise keyboard users could not leave the editor.
            keyboard: {
              bindings: {
                tab: { key: 'Tab', handler: () => true },
                indent: {
                  key: 'Tab',
                  format: ['blockquote', 'indent', 'list'],
                  handler: () => true,
                },
                outdent: {
                  key: 'Tab',
                  shiftKey: true,
                  format: ['blockquote', 'indent', 'list'],
                  handler: () => true,
                },
              },
            },
          },
        });
        const initial = latest.current.value;
        if (initial) quill.setContents(quill.clipboard.convert({ html: initial }), 'silent');
        const editor = quill.root;
        editor.setAttribute('role', 'textbox');
        editor.setAttribute('aria-multiline', 'true');
        editor.setAttribute('aria-label', label);
        editor.id = `${id}-editor`;
        labelToolbar(host);
        quill.on('text-change', () => {
          // Semantic HTML has real <ul>/<ol> lists (the editor's own markup puts every list in an
          // <ol>); Quill 2.0.3 writes every space as &nbsp;, which would stop text from wrapping.
          const html = quill.getSemanticHTML().replaceAll('&nbsp;', ' ');
          latest.current.onChange(EMPTY_DOCUMENT.test(html) ? '' : html);
        });
        editor.addEventListener('blur', () => latest.current.onBlur?.());
        quillRef.current = quill;
        setState('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('Rich-text editor failed to load', error);
        setState('failed');
      });
    return () => {
      cancelled = true;
      quillRef.current = null;
      if (host) host.innerHTML = '';
    };
    // The editor is created once per mount; value changes flow out through text-change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep aria-invalid and aria-describedby on the editable element in step with the field.
  useEffect(() => {
    const editor = quillRef.current?.root;
    if (!editor) return;
    if (invalid) editor.setAttribute('aria-invalid', 'true');
    else editor.removeAttribute('aria-invalid');
    if (describedBy) editor.setAttribute('aria-describedby', describedBy);
    else editor.removeAttribute('aria-describedby');
  }, [invalid, describedBy, state]);

  if (state === 'failed') {
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium text-warning-700" role="status">
          Failed to load editor
        </p>
        <textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          rows={tall ? 18 : 10}
          placeholder={EDITOR_PLACEHOLDER}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClasses}
        />
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <div
        ref={hostRef}
        className={cx(
          'overflow-hidden rounded-xl border bg-white focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-600',
          // Quill's stylesheet is unlayered, so these overrides need the important flag.
          '[&_.ql-toolbar]:border-0! [&_.ql-toolbar]:border-b! [&_.ql-toolbar]:border-line! [&_.ql-toolbar]:bg-surface',
          '[&_.ql-container]:border-0! [&_.ql-container]:font-sans! [&_.ql-container]:text-base!',
          '[&_.ql-editor.ql-blank::before]:text-slate-500! [&_.ql-editor.ql-blank::before]:not-italic!',
          tall
            ? '[&_.ql-editor]:min-h-72 lg:[&_.ql-editor]:min-h-[420px]'
            : '[&_.ql-editor]:max-h-[28rem] [&_.ql-editor]:min-h-48',
          invalid ? 'border-danger-600' : 'border-navy-200',
        )}
      />
      {state === 'loading' ? (
        <p className="text-sm text-muted" role="status">
          Loading editor…
        </p>
      ) : null}
      {imageError ? (
        <p className="text-sm font-medium text-danger-700" role="alert">
          {imageError}
        </p>
      ) : null}
      {describing !== null ? (
        <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-end">
          <label className="block flex-1 space-y-1.5">
            <span className="block text-sm font-medium text-navy-900">Picture alt text</span>
            <input
              type="text"
              value={altText}
              maxLength={300}
              onChange={(event) => setAltText(event.target.value)}
              aria-describedby={`${id}-alt-hint`}
              className={inputClasses}
            />
            <span id={`${id}-alt-hint`} className="block text-sm text-muted">
              Describe the image for people who cannot see it.
            </span>
          </label>
          <Button
            type="button"
            size="sm"
            onClick={() => {
              // Quill's image keeps its alt attribute in the text and in the saved HTML.
              quillRef.current?.formatText(describing, 1, 'alt', altText.trim(), 'user');
              setDescribing(null);
            }}
          >
            Save description
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Quill's toolbar buttons carry only a class; give each an accessible name. */
function labelToolbar(host: HTMLElement) {
  const names: Record<string, string> = {
    'ql-bold': 'Bold',
    'ql-italic': 'Italic',
    'ql-underline': 'Underline',
    'ql-link': 'Insert link',
    'ql-image': 'Insert image',
    'ql-clean': 'Clear formatting',
  };
  host.querySelectorAll<HTMLButtonElement>('.ql-toolbar button').forEach((button) => {
    const value = button.getAttribute('value');
    const format = [...button.classList].find((c) => c.startsWith('ql-')) ?? '';
    let name = names[format];
    if (format === 'ql-header') name = `Heading ${value}`;
    if (format === 'ql-list') name = value === 'ordered' ? 'Numbered list' : 'Bulleted list';
    if (name) button.setAttribute('aria-label', name);
  });
  const toolbar = host.querySelector('.ql-toolbar');
  toolbar?.setAttribute('role', 'toolbar');
  toolbar?.setAttribute('aria-label', 'Formatting');
  // The link tooltip's input has no label of its own.
  host.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link address');
}

function pickImage(
  quill: QuillType,
  setError: (message: string | null) => void,
  onPlaced: (index: number) => void,
) {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  const place = async () => {
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    try {
      const { image_url } = await uploadImages({ image: file });
      if (!image_url) throw new Error('The upload did not return an image address');
      const range = quill.getSelection(true);
      quill.insertEmbed(range.index, 'image', image_url, 'user');
      quill.setSelection(range.index + 1, 0, 'silent');
      onPlaced(range.index);
    } catch (error) {
      setError(`The image could not be added: ${errorMessage(error)}`);
    }
  };
  // `place` shows its own failure in the editor; nothing waits for it.
  input.addEventListener('change', () => void place());
  input.click();
}
