import type QuillType from 'quill';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { errorMessage } from '~/lib/api';
import { uploadImages } from '~/lib/upload';

/** Bold, italic, underline, header 1 and 2, ordered and bullet lists, link, image, clean (docs/product.md#rich-text-editor). */
const TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ header: 1 }, { header: 2 }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
  ['clean'],
];

/** What an empty Quill document serialises to; the form treats it as no text. */
const EMPTY_DOCUMENT = /^(<p>(<br>)?<\/p>)*$/;

type LoadState = 'loading' | 'ready' | 'failed';

interface QuillOptions {
  /** The control's id (from Field): the editable element is `${id}-editor`. */
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: (() => void) | undefined;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  /** A picture was just placed in the text at this position. */
  onImagePlaced: (index: number) => void;
}

/** The latest value and callbacks, read by Quill's listeners without re-creating the editor. */
type Latest = Pick<QuillOptions, 'value' | 'onChange' | 'onBlur' | 'onImagePlaced'>;

/**
 * Loads Quill 2 in the browser and mounts it in `hostRef`'s element once per mount. The value
 * flows out through `onChange`; the field's invalid state and description are kept on the
 * editable element. `state` says whether the editor is loading, ready, or could not be loaded.
 */
export function useQuill({ id, label, placeholder, invalid, describedBy, ...rest }: QuillOptions) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<QuillType | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [imageError, setImageError] = useState<string | null>(null);
  const latest = useRef<Latest>(rest);
  latest.current = rest;

  useEffect(() => {
    let cancelled = false;
    const host = hostRef.current;
    Promise.all([import('quill'), import('quill/dist/quill.snow.css')])
      .then(([{ default: Quill }]) => {
        if (cancelled || !host) return;
        quillRef.current = mountQuill(
          Quill,
          host,
          { id, label, placeholder },
          latest,
          setImageError,
        );
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

  return { hostRef, quillRef, state, imageError };
}

/** Creates the editor in `host` with the latest value, names its parts and wires its listeners. */
function mountQuill(
  Quill: typeof QuillType,
  host: HTMLElement,
  { id, label, placeholder }: Pick<QuillOptions, 'id' | 'label' | 'placeholder'>,
  latest: RefObject<Latest>,
  setImageError: (message: string | null) => void,
) {
  host.innerHTML = '';
  const mount = document.createElement('div');
  host.appendChild(mount);
  const quill = new Quill(mount, {
    theme: 'snow',
    placeholder,
    modules: {
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image: () =>
            pickImage(quill, setImageError, (index) => latest.current.onImagePlaced(index)),
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
  return quill;
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
