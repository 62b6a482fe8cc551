import { Controller, useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClasses, Options } from '~/components/ui/Field';
import { BLOG_STATUSES } from '~/domain/blog';
import {
  formatInZone,
  fromDateTimeLocal,
  ownTimeZone,
  toDateTimeLocal,
} from '~/domain/blog-schedule';
import { BLOG_STATUS_LABELS } from '~/domain/blog-view';
import { site } from '~/content/site';
import type { BlogFormValues } from './BlogForm';

/** The blog form's status, and the publish time of a scheduled post (docs/product.md#blog-schedule). */
export function BlogPublishingFields({
  control,
  statusField,
  statusError,
}: {
  control: Control<BlogFormValues>;
  statusField: UseFormRegisterReturn<'status'>;
  statusError: string | undefined;
}) {
  const status = useWatch({ control, name: 'status' });
  return (
    <fieldset className="space-y-5 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Publishing</legend>
      <Field label="Status" error={statusError} hint="Only published blogs are on the website.">
        {(c) => (
          <select {...c} {...statusField} className={inputClasses}>
            <Options values={BLOG_STATUSES} labels={BLOG_STATUS_LABELS} />
          </select>
        )}
      </Field>
      {status === 'scheduled' ? (
        <Controller
          control={control}
          name="publishAt"
          render={({ field, fieldState }) => (
            <Field
              label="Publish at"
              required
              error={fieldState.error?.message}
              hint={publishAtHint(field.value ?? '')}
            >
              {(c) => (
                <input
                  {...c}
                  type="datetime-local"
                  name={field.name}
                  ref={field.ref}
                  value={toDateTimeLocal(field.value ?? '')}
                  onChange={(event) => field.onChange(fromDateTimeLocal(event.target.value))}
                  onBlur={field.onBlur}
                  className={inputClasses}
                />
              )}
            </Field>
          )}
        />
      ) : null}
    </fieldset>
  );
}

/** Your time zone, and the agency's clock at the chosen time (docs/product.md#blog-schedule). */
function publishAtHint(value: string): string {
  const own = `In your time zone (${ownTimeZone()}).`;
  return value ? `${own} Agency time: ${formatInZone(value, site.timeZone)}.` : own;
}
