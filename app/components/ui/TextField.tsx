import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, inputClasses } from './Field';

interface Common {
  label: ReactNode;
  /** The browser's or the server's message for this field (`field(name)` of useSchemaForm). */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Classes of the field's wrapper (label, control and messages). */
  className?: string;
  /** Keeps the message's line when there is none (`field(name)` of useSchemaForm sets it). */
  keepMessageSpace?: boolean | undefined;
}

type TextFieldProps = Common &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>)
  ) & { ref?: React.Ref<HTMLInputElement & HTMLTextAreaElement> };

/**
 * A labelled text input or textarea with its hint and error, wired for assistive technology by
 * `Field`. Spread `field(name)` from useSchemaForm into it: `<TextField label="Email" {...field('email')} />`.
 */
export function TextField({
  label,
  error,
  hint,
  required,
  className,
  keepMessageSpace,
  ...control
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
      keepMessageSpace={keepMessageSpace}
    >
      {(a11y) =>
        control.multiline ? (
          <textarea {...withoutMultiline(control)} {...a11y} className={inputClasses} />
        ) : (
          <input {...withoutMultiline(control)} {...a11y} className={inputClasses} />
        )
      }
    </Field>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _, ...rest }: T) {
  return rest;
}

/**
 * The grid of a public form's fields: one column on a phone, two from `sm`. The rows sit closer
 * than elsewhere because each field keeps its message's line below it.
 */
export const fieldGrid = 'grid gap-x-5 gap-y-2 sm:grid-cols-2';

/** What `field(name)` of useSchemaForm gives a `TextField`. */
type FieldBinding = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  error?: string | undefined;
  keepMessageSpace?: boolean | undefined;
  ref?: React.Ref<HTMLInputElement & HTMLTextAreaElement>;
};

/** The name and email pair most public forms open with, each with its own label. */
export function NameAndEmailFields({
  field,
  labels,
}: {
  /** `field` of useSchemaForm, for a form with `name` and `email`. */
  field: (name: 'name' | 'email') => FieldBinding;
  labels: [name: string, email: string];
}) {
  return (
    <>
      <TextField label={labels[0]} required autoComplete="name" {...field('name')} />
      <TextField label={labels[1]} required type="email" autoComplete="email" {...field('email')} />
    </>
  );
}
