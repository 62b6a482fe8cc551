import { Eraser, Keyboard, PenLine } from 'lucide-react';
import { useId, useImperativeHandle, useState, type Ref } from 'react';
import { cx } from '~/lib/cx';
import { needsScripts } from '~/lib/use-hydrated';
import { FieldMessage, inputClasses } from './Field';
import { SIGNATURE_HEIGHT, useSignaturePad } from './use-signature-pad';

export interface SignatureFieldHandle {
  clear(): void;
}

const controlClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1.5 text-left text-accent-700 sm:px-2 hover:bg-accent-50 hover:text-accent-800';

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
  const { canvasRef, ready, typed, clear, signWithText } = useSignaturePad(onChange);
  const [typing, setTyping] = useState(false);
  useImperativeHandle(ref, () => ({ clear }));

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
      <div className="relative">
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
        {/* The box takes ink once the pad has loaded; until then it says so, rather than look dead. */}
        {ready ? null : (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-muted"
          >
            The signature box is getting ready…
          </p>
        )}
      </div>
      <SignatureControls
        ready={ready}
        typing={typing}
        onClear={clear}
        onToggleTyping={() => {
          setTyping((value) => !value);
          clear();
        }}
      />
      {typing ? (
        <TypedSignature
          id={`${id}-typed`}
          value={typed}
          onChange={signWithText}
          errorId={error ? errorId : undefined}
        />
      ) : null}
      <FieldMessage id={errorId} message={error} keepSpace />
    </div>
  );
}

/** Clear the box, and switch between drawing and typing the signature. */
function SignatureControls({
  ready,
  typing,
  onClear,
  onToggleTyping,
}: {
  /** The pad has loaded: until then the buttons keep their place, unseen. */
  ready: boolean;
  typing: boolean;
  onClear: () => void;
  onToggleTyping: () => void;
}) {
  return (
    // Fingers sign here: each control is a full 44 px target, side by side on a phone.
    <div
      {...needsScripts(ready)}
      className="-mx-1.5 grid grid-cols-2 gap-x-1 text-sm font-semibold sm:-mx-2 sm:flex sm:flex-wrap sm:items-center sm:gap-x-2"
    >
      <button type="button" onClick={onClear} className={controlClasses}>
        <Eraser aria-hidden="true" className="size-4 max-sm:hidden" />
        Clear signature
      </button>
      <button
        type="button"
        aria-expanded={typing}
        onClick={onToggleTyping}
        className={controlClasses}
      >
        {typing ? (
          <PenLine aria-hidden="true" className="size-4 max-sm:hidden" />
        ) : (
          <Keyboard aria-hidden="true" className="size-4 max-sm:hidden" />
        )}
        {typing ? 'Draw my signature instead' : 'Type my signature instead'}
      </button>
    </div>
  );
}

/** The keyboard alternative: the name typed here is written into the box. */
function TypedSignature({
  id,
  value,
  onChange,
  errorId,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** The field's message, while it shows one. */
  errorId: string | undefined;
}) {
  return (
    <div className="space-y-1.5 pt-2">
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        Type your full name to sign
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="name"
        maxLength={80}
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
        className={inputClasses}
      />
    </div>
  );
}
