import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useFetcher } from 'react-router';
import type { ZodType } from 'zod';
import { initialValues, type SubmissionResult } from '~/domain/submission';

type AnyResult = SubmissionResult<object, unknown>;

export interface SchemaFormOptions<TValues extends FieldValues, TOutput, R extends AnyResult> {
  /**
   * The zod schema the server checks the same data with; a function when it depends on the moment
   * (it is then read at each validation, e.g. "not in the future").
   */
  schema: ZodType<TOutput> | (() => ZodType<TOutput>);
  /** The empty form. A refused submission without JavaScript refills it from `fallback`. */
  defaults: TValues;
  /** The route whose action receives the form. */
  action: string;
  /** The action's answer to a submission without JavaScript (the route's `actionData`). */
  fallback?: R | undefined;
  /** Runs on success before the form is reset (clear the cart, the signature pad…). */
  onSuccess?: (result: Extract<R, { ok: true }>) => void;
  /** What the form resets to after a success; `defaults` unless set. */
  resetValues?: () => TValues;
  /** Runs after each answer has been handled (move focus to the outcome…). */
  onAnswer?: (result: R) => void;
  /** Fields sent with the form that are not inputs (a signed-in staff member's token). */
  extraFields?: () => Record<string, string>;
}

/**
 * react-hook-form driven by a zod schema, as every form of the site is: validated on blur, then
 * again on every change once a field has a message. Dashboard forms that call the REST API use it
 * directly; public forms use `useSchemaForm`, which adds the submission to their route action.
 */
export function useZodForm<TValues extends FieldValues, TOutput = TValues>(
  schema: ZodType<TOutput> | (() => ZodType<TOutput>),
  defaultValues: TValues,
) {
  const resolver = useMemo<Resolver<TValues, unknown, TOutput>>(
    () => (values, context, options) => {
      // The form's values are the schema's input: what zod reads is what the fields hold.
      const current = (typeof schema === 'function' ? schema() : schema) as ZodType<
        TOutput,
        TValues
      >;
      return zodResolver(current)(values, context, options);
    },
    [schema],
  );
  return useForm<TValues, unknown, TOutput>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
}

/**
 * The one way a public form is set up: react-hook-form with the shared zod schema (validated on
 * blur, then on every change), posted to its route action through a fetcher, server field errors
 * next to their fields, reset on success. Without JavaScript the same form posts natively and the
 * page's action data refills it and shows the outcome.
 */
export function useSchemaForm<
  TValues extends FieldValues,
  TOutput = TValues,
  R extends AnyResult = SubmissionResult,
>({
  schema,
  defaults,
  action,
  fallback,
  onSuccess,
  resetValues,
  onAnswer,
  extraFields,
}: SchemaFormOptions<TValues, TOutput, R>) {
  // Read once: later answers go next to the fields, not into the starting values.
  const [initial] = useState(() => initialValues(defaults, fallback));
  const form = useZodForm<TValues, TOutput>(schema, initial);

  const fetcher = useFetcher();
  // What the form's route action answered: plain JSON, so it arrives as it was sent.
  const answer = fetcher.data as R | undefined;
  const handled = useRef<R | undefined>(undefined);
  const latest = useRef({ onSuccess, resetValues, onAnswer });
  latest.current = { onSuccess, resetValues, onAnswer };

  useEffect(() => {
    const result = answer;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      // First the caller's own clean-up, then the form, so its reset also clears any validation
      // the clean-up triggered.
      latest.current.onSuccess?.(result as Extract<R, { ok: true }>);
      form.reset(latest.current.resetValues?.() ?? defaults);
    } else if (result.errors) {
      for (const [field, message] of Object.entries(result.errors))
        form.setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: false });
    }
    latest.current.onAnswer?.(result);
    // `defaults` is the empty form of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, answer, form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(() => {
      const body = new FormData(element);
      for (const [name, value] of Object.entries(extraFields?.() ?? {})) body.set(name, value);
      return fetcher.submit(body, { method: 'post', action });
    })(event);
  };

  // A page that came back from a submission without JavaScript shows the server's messages. Once
  // the form runs in the browser they become the form's own, so correcting a field clears its
  // message as it does any other.
  const [adopted, setAdopted] = useState(false);
  useEffect(() => {
    if (fallback && !fallback.ok)
      for (const [field, message] of Object.entries(fallback.errors ?? {}))
        form.setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: false });
    setAdopted(true);
    // Only the answer the page was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submitting = fetcher.state !== 'idle';
  // While a new submission is on its way, the previous answer is no longer shown.
  const result = submitting ? undefined : (answer ?? fallback);
  const serverErrors: Record<string, string> =
    !adopted && result && !result.ok ? (result.errors ?? {}) : {};
  const { errors } = form.formState;

  /** A field's message: the form's own (its check, or the server's answer it was given). */
  const errorOf = (name: string): string | undefined => {
    const fieldError: { message?: unknown } | undefined = get(errors, name);
    const message = fieldError?.message;
    return typeof message === 'string' && message ? message : serverErrors[name];
  };

  /**
   * Everything a `TextField` needs for one field: registration, starting value and message, with
   * the message's line kept so a message never moves the fields and the button below it.
   */
  const field = (name: Path<TValues>) => {
    const value: unknown = get(initial, name);
    const registered = form.register(name);
    return {
      ...registered,
      // A field that shows a message is checked again at every change, so the message goes as
      // soon as the value is right, not later when the visitor leaves the field for the button.
      onChange: async (event: Parameters<typeof registered.onChange>[0]) => {
        await registered.onChange(event);
        if (form.getFieldState(name).error) await form.trigger(name);
      },
      defaultValue: typeof value === 'string' || typeof value === 'number' ? value : undefined,
      error: errorOf(name),
      keepMessageSpace: true,
    };
  };

  return { form, field, errorOf, onSubmit, submitting, result };
}
