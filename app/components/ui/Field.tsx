import { useId, type ReactNode } from 'react';
import { cx } from '~/lib/cx';

export const inputClasses = cx(
  'block w-full rounded-xl border border-navy-200 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs',
  'placeholder:text-slate-500 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-600',
  'aria-invalid:border-danger-600 disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted',
);

/**
 * A field in a row of fields that wraps (a list's filters): as wide as its control needs (a select
 * sizes itself to its longest option, so none is ever cut), wider where the row has room, never
 * wider than the row.
 */
export const fitContentField = 'max-w-full shrink-0 grow basis-auto';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Hides the label visually while keeping it for assistive technology. */
  hideLabel?: boolean;
  /**
   * Keeps the message's line under the control when there is no message, so a message coming or
   * going never moves what is below (the submit button under a visitor's pointer).
   */
  keepMessageSpace?: boolean | undefined;
  children: (control: ControlProps) => ReactNode;
}

/**
 * The one way a form control gets its label, hint and error: the error sits under the control,
 * is announced, and is tied to it with aria-describedby and aria-invalid.
 */
export function Field({
  label,
  error,
  hint,
  required,
  className,
  hideLabel,
  keepMessageSpace,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('space-y-1.5', className)}>
      <label
        htmlFor={id}
        className={cx('block text-sm font-medium text-navy-900', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} message={error} keepSpace={keepMessageSpace} />
    </div>
  );
}

/**
 * A control's message, announced when it appears. With `keepSpace` its line stays when there is
 * no message, so the form keeps its shape while the visitor corrects it.
 */
export function FieldMessage({
  id,
  message,
  keepSpace,
}: {
  id: string | undefined;
  message: string | undefined;
  keepSpace?: boolean | undefined;
}) {
  if (!message && !keepSpace) return null;
  return (
    <p
      id={message ? id : undefined}
      className={cx('text-sm font-medium text-danger-700', keepSpace && 'min-h-5')}
    >
      {/* Inserted with its message, so it is announced then; the empty line is not an alert. */}
      {message ? <span role="alert">{message}</span> : null}
    </p>
  );
}

/** A select's options, one per value, each named by its label. */
export function Options<V extends string>({
  values,
  labels,
}: {
  values: readonly V[];
  labels: Record<V, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
