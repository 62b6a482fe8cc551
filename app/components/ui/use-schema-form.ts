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
import { useHydrated } from '~/lib/use-hydrated';
import { valuesOnPage } from './values-on-page';

type AnyResult = SubmissionResult<object, unknown>;

/** Where a server-rendered form is found while the page hydrates, and what to make of it. */
export interface PageFormOptions<TValues extends FieldValues> {
  /**
   * The `id` of the `<form>`: while the page hydrates, what the visitor typed into it before the
   * scripts ran is read from it and kept (docs/decisions/066-forms-filled-before-scripts.md).
   */
  formId?: string;
  /**
   * Completes values read from the page, as the form's handlers would have had they run (the
   * invoice's line prices); only called when something was read.
   */
  adopt?: (values: TValues) => TValues;
}

export interface SchemaFormOptions<
  TValues extends FieldValues,
  TOutput,
  R extends AnyResult,
> extends PageFormOptions<TValues> {
  /**
   * The zod schema the server checks the same data with; a function when it depends on the moment
   * (it is then read at each validation, e.g. "not in the future").
   */
  schema: ZodType<TOutput> | (() => ZodType<TOutput>);
  /** The empty form. A refused submission without JavaScript refills it from `fallback`. */
  defaults: TValues;
  /** Every public form has one: its page may be filled in before its scripts run. */
  formId: string;
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
 * The values a form starts with: `defaultValues`, or, for a form the server rendered and the page
 * is hydrating, what its controls hold now. Pages paint before their scripts run, and a visitor may
 * fill a form in the meantime. react-hook-form keeps a text input or checkbox edited before it
 * registers it, but a `Controller`'s select renders the starting value (and puts it back at its
 * next render), and React sets a pre-filled textarea back to its server text as it hydrates it; read
 * here, before either runs, what the visitor entered becomes the form's starting point. `changed`
 * names the fields they filled in.
 */
function useValuesOnPage<TValues extends FieldValues>(
  defaultValues: TValues,
  { formId, adopt }: PageFormOptions<TValues>,
) {
  // False on the server and while this form hydrates; true when it mounts in the browser.
  const hydrated = useHydrated();
  const [start] = useState(() => {
    const nothingRead = { values: defaultValues, changed: [] };
    if (hydrated || !formId || typeof document === 'undefined') return nothingRead;
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return nothingRead;
    const read = valuesOnPage(
      [...element.elements].filter(
        (control): control is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
          control instanceof HTMLInputElement ||
          control instanceof HTMLSelectElement ||
          control instanceof HTMLTextAreaElement,
      ),
      defaultValues,
    );
    return read.changed.length && adopt ? { ...read, values: adopt(read.values) } : read;
  });
  return start;
}

/**
 * react-hook-form driven by a zod schema, as every form of the site is: validated on blur, then
 * again on every change once a field has a message. Dashboard forms that call the REST API use it
 * directly; public forms use `useSchemaForm`, which adds the submission to their route action.
 * With `formId`, a form filled in before the page's scripts ran keeps what the visitor entered, and
 * each field they filled and left is checked once the scripts run, as leaving it would have.
 */
export function useZodForm<TValues extends FieldValues, TOutput = TValues>(
  schema: ZodType<TOutput> | (() => ZodType<TOutput>),
  defaultValues: TValues,
  page: PageFormOptions<TValues> = {},
) {
  const start = useValuesOnPage(defaultValues, page);
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
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: start.values as DefaultValues<TValues>,
  });
  const { trigger } = form;
  useEffect(() => {
    if (!start.changed.length) return;
    // The field the visitor is still in is checked when they leave it, as any other.
    const active = document.activeElement;
    const typing =
      active && document.getElementById(page.formId ?? '')?.contains(active)
        ? active.getAttribute('name')
        : null;
    const left = start.changed.filter((name) => name !== typing) as Path<TValues>[];
    if (left.length) void trigger(left);
  }, [start, trigger, page.formId]);
  return form;
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
  formId,
  adopt,
  action,
  fallback,
  onSuccess,
  resetValues,
  onAnswer,
  extraFields,
}: SchemaFormOptions<TValues, TOutput, R>) {
  // Read once: later answers go next to the fields, not into the starting values. These are the
  // values the server rendered the form with.
  const [initial] = useState(() => initialValues(defaults, fallback));
  const form = useZodForm<TValues, TOutput>(schema, initial, { formId, adopt });

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

  /**
   * The values the server rendered the form with. What a form draws from its values as text (the
   * invoice's live preview) shows these until it has hydrated, so its first render matches the
   * page; the form's own values may already hold what the visitor typed before the scripts ran.
   */
  const serverValues = initial;

  return { form, field, errorOf, onSubmit, submitting, result, serverValues };
}
