import { useState } from 'react';
import { Button } from '~/components/ui/Button';
import { inputClasses } from '~/components/ui/Field';
import { cx } from '~/lib/cx';
import { useQuill } from './use-quill';

export const EDITOR_PLACEHOLDER = 'Long description...';

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
  // The position of a picture just placed in the text, waiting for its description.
  const [describing, setDescribing] = useState<number | null>(null);
  const [altText, setAltText] = useState('');
  const { hostRef, quillRef, state, imageError } = useQuill({
    id,
    label,
    placeholder: EDITOR_PLACEHOLDER,
    value,
    onChange,
    onBlur,
    invalid,
    describedBy,
    onImagePlaced: (index) => {
      setAltText('');
      setDescribing(index);
    },
  });

  if (state === 'failed') {
    return (
      <PlainTextEditor
        id={id}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        invalid={invalid}
        describedBy={describedBy}
        tall={tall}
      />
    );
  }

  return (
    <div className="space-y-2">
      <div ref={hostRef} className={editorHostClasses(tall, invalid)} />
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
        <AltTextForm
          id={id}
          altText={altText}
          onAltTextChange={setAltText}
          onSave={() => {
            // Quill's image keeps its alt attribute in the text and in the saved HTML.
            quillRef.current?.formatText(describing, 1, 'alt', altText.trim(), 'user');
            setDescribing(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** The frame Quill is mounted in, with the look of the form's other fields. */
function editorHostClasses(tall: boolean, invalid: boolean | undefined) {
  return cx(
    'overflow-hidden rounded-xl border bg-white focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-600',
    // Quill's stylesheet is unlayered, so these overrides need the important flag.
    '[&_.ql-toolbar]:border-0! [&_.ql-toolbar]:border-b! [&_.ql-toolbar]:border-line! [&_.ql-toolbar]:bg-surface',
    '[&_.ql-container]:border-0! [&_.ql-container]:font-sans! [&_.ql-container]:text-base!',
    '[&_.ql-editor.ql-blank::before]:text-slate-500! [&_.ql-editor.ql-blank::before]:not-italic!',
    tall
      ? '[&_.ql-editor]:min-h-72 lg:[&_.ql-editor]:min-h-[420px]'
      : '[&_.ql-editor]:max-h-[28rem] [&_.ql-editor]:min-h-48',
    invalid ? 'border-danger-600' : 'border-navy-200',
  );
}

/** The same value in a plain textarea, when Quill could not be loaded: nothing typed is lost. */
function PlainTextEditor({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  tall,
}: Omit<RichTextEditorProps, 'label' | 'tall'> & { tall: boolean }) {
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

/** Asks for the description of the picture just placed in the text. */
function AltTextForm({
  id,
  altText,
  onAltTextChange,
  onSave,
}: {
  id: string;
  altText: string;
  onAltTextChange: (text: string) => void;
  onSave: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-end">
      <label className="block flex-1 space-y-1.5">
        <span className="block text-sm font-medium text-navy-900">Picture alt text</span>
        <input
          type="text"
          value={altText}
          maxLength={300}
          onChange={(event) => onAltTextChange(event.target.value)}
          aria-describedby={`${id}-alt-hint`}
          className={inputClasses}
        />
        <span id={`${id}-alt-hint`} className="block text-sm text-muted">
          Describe the image for people who cannot see it.
        </span>
      </label>
      <Button type="button" size="sm" onClick={onSave}>
        Save description
      </Button>
    </div>
  );
}
