import { Eraser, Keyboard, PenLine } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type SignaturePadType from 'signature_pad';
import { cx } from '~/lib/cx';
import { FieldMessage, inputClasses } from './Field';
import { strokesAreSignature } from '~/domain/signature';

/** The signature canvas is 150 px high, with a black pen (docs/product.md#signature). */
export const SIGNATURE_HEIGHT = 150;

export interface SignatureFieldHandle {
  clear(): void;
}

/**
 * A signature pad (signature_pad) with a "Clear signature" button and, for keyboard and
 * screen-reader users, a typed alternative that writes the name into the same box. Reports a PNG
 * data URL, or '' when the box is empty.
 */
export function SignatureField({
  label,
  error,
  onChange,
  ref,
}: {
  label: string;
  error?: string | undefined;
  onChange: (dataUrl: string) => void;
  ref?: Ref<SignatureFieldHandle>;
}) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadType | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePadType | undefined;
    let cancelled = false;
    const resize = () => {
      if (!pad) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = SIGNATURE_HEIGHT * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    void import('signature_pad').then(({ default: SignaturePad }) => {
      if (cancelled) return;
      pad = new SignaturePad(canvas, {
        penColor: 'rgb(0, 0, 0)',
        backgroundColor: 'rgb(255, 255, 255)',
      });
      padRef.current = pad;
      pad.addEventListener('endStroke', () => {
        // A dot or a tick is not a signature yet: the form keeps asking for one.
        const strokes = pad!.toData().map((group) => group.points);
        onChangeRef.current(strokesAreSignature(strokes) ? pad!.toDataURL('image/png') : '');
      });
      resize();
      setReady(true);
    });
    window.addEventListener('resize', resize);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      pad?.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setTyped('');
    onChangeRef.current('');
  };
  useImperativeHandle(ref, () => ({ clear }));

  /** Writes the typed name into the box, so the stored signature is always an image. */
  const signWithText = (text: string) => {
    setTyped(text);
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    pad.clear();
    if (!text.trim()) {
      onChangeRef.current('');
      return;
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    context.save();
    context.fillStyle = 'rgb(0, 0, 0)';
    context.font = 'italic 40px "Brush Script MT", "Segoe Script", cursive, serif';
    context.textBaseline = 'middle';
    context.fillText(text.trim(), 24, SIGNATURE_HEIGHT / 2, canvas.offsetWidth - 48);
    context.restore();
    onChangeRef.current(canvas.toDataURL('image/png'));
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="block text-sm font-medium text-navy-900">
        {label}
      </p>
      <p id={hintId} className="text-sm text-muted">
        Sign in the box with your mouse, finger or stylus, or type your name instead.
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={cx(hintId, error && errorId)}
        data-ready={ready || undefined}
        style={{ height: SIGNATURE_HEIGHT }}
        className={cx(
          'block w-full touch-none rounded-xl border bg-white',
          error ? 'border-danger-600' : 'border-navy-200',
          typing && 'pointer-events-none',
        )}
      />
      {/* Fingers sign here: each control is a full 44 px target, side by side on a phone. */}
      <div className="-mx-1.5 grid grid-cols-2 gap-x-1 text-sm font-semibold sm:-mx-2 sm:flex sm:flex-wrap sm:items-center sm:gap-x-2">
        <button
          type="button"
          onClick={clear}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1.5 text-left text-accent-700 sm:px-2 hover:bg-accent-50 hover:text-accent-800"
        >
          <Eraser aria-hidden="true" className="size-4 max-sm:hidden" />
          Clear signature
        </button>
        <button
          type="button"
          aria-expanded={typing}
          onClick={() => {
            setTyping((value) => !value);
            clear();
          }}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1.5 text-left text-accent-700 sm:px-2 hover:bg-accent-50 hover:text-accent-800"
        >
          {typing ? (
            <PenLine aria-hidden="true" className="size-4 max-sm:hidden" />
          ) : (
            <Keyboard aria-hidden="true" className="size-4 max-sm:hidden" />
          )}
          {typing ? 'Draw my signature instead' : 'Type my signature instead'}
        </button>
      </div>
      {typing ? (
        <div className="space-y-1.5 pt-2">
          <label htmlFor={`${id}-typed`} className="block text-sm font-medium text-navy-900">
            Type your full name to sign
          </label>
          <input
            id={`${id}-typed`}
            value={typed}
            onChange={(event) => signWithText(event.target.value)}
            autoComplete="name"
            maxLength={80}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            className={inputClasses}
          />
        </div>
      ) : null}
      <FieldMessage id={errorId} message={error} keepSpace />
    </div>
  );
}
