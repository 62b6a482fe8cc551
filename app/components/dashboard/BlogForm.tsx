import { useState } from 'react';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Field, inputClasses } from '~/components/ui/Field';
import { useZodForm } from '~/components/ui/use-schema-form';
import {
  ALT_HINT,
  blogFormSchema,
  IMAGE_ALT_REQUIRED,
  type BlogFields,
  type BlogInput,
  type BlogView,
} from '~/domain/blog';
import { snapshotOf } from '~/domain/blog-revision';
import { slugify } from '~/domain/blog-slug';
import type { z } from '~/domain/zod';
import { BlogPublishingFields } from './BlogPublishingFields';
import { BlogSocialPreview } from './BlogSocialPreview';
import { FormActions } from './FormActions';
import { ImageInput } from './ImageInput';
import { RichTextField, useRecordSave } from './RecordForm';
import { TagInput } from './TagInput';

/** What the form holds: the API's fields as typed, before the schema trims and defaults them. */
export type BlogFormValues = z.input<typeof blogFormSchema>;

const emptyBlog: BlogFields = {
  title: '',
  slug: '',
  shortDescription: '',
  longDescription: '',
  metaTitle: '',
  metaKeyword: '',
  metaDescription: '',
  imageUrl: '',
  imageAlt: '',
  thumbImageUrl: '',
  thumbAlt: '',
  category: '',
  tag: [],
  // A new post starts as a draft: nothing goes live until someone chooses to publish it.
  status: 'draft',
  publishAt: '',
  schema: '',
};

/** An edit starts from the post's fields as they are. */
const toFormValues = (blog: BlogView | null): BlogFormValues =>
  blog ? snapshotOf(blog) : emptyBlog;

/** The form's values, the chosen image files, and the save that uploads them first. */
function useBlogForm(blog: BlogView | null, onSaved: (message: string) => void) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm<BlogFormValues, BlogInput>(blogFormSchema, toFormValues(blog));
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [thumbFile, setThumbFile] = useState<File | null>(null);
  const { save, progress, submitError } = useRecordSave<BlogInput>({
    id: blog?._id ?? null,
    onSaved,
    onFieldError: (field, message) => {
      if (field in getValues()) setError(field as FieldPath<BlogFormValues>, { message });
    },
  });

  const onSubmit = handleSubmit((values) => {
    // A newly chosen image is not in the values until it is uploaded: it needs its description too.
    if (imageFile && !values.imageAlt.trim()) {
      setError('imageAlt', { message: IMAGE_ALT_REQUIRED }, { shouldFocus: true });
      return;
    }
    return save({ image: imageFile, thumb: thumbFile }, (uploaded) => ({
      ...values,
      imageUrl: uploaded.image ?? values.imageUrl,
      thumbImageUrl: uploaded.thumb ?? values.thumbImageUrl,
    }));
  });

  const text = (
    name: FieldPath<BlogFormValues>,
    label: string,
    options: { required?: boolean; hint?: string; placeholder?: string } = {},
  ) => (
    <Field
      label={label}
      error={errors[name as keyof typeof errors]?.message}
      required={options.required}
      hint={options.hint}
    >
      {(c) => (
        <input
          {...c}
          {...register(name)}
          type="text"
          placeholder={options.placeholder}
          className={inputClasses}
        />
      )}
    </Field>
  );

  return {
    register,
    control,
    errors,
    isSubmitting,
    imageFile,
    setImageFile,
    thumbFile,
    setThumbFile,
    progress,
    submitError,
    onSubmit,
    text,
  };
}

/** The thumbnail and the image, each with its text alternative; side by side from `sm` to `lg`. */
function BlogImageFields({
  form,
  blog,
}: {
  form: ReturnType<typeof useBlogForm>;
  blog: BlogView | null;
}) {
  const { errors, imageFile, setImageFile, thumbFile, setThumbFile, progress, text } = form;
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
      <div className="space-y-5">
        <ImageInput
          label="Thumbnail"
          existingUrl={blog?.thumbImageUrl}
          file={thumbFile}
          onChange={setThumbFile}
          error={errors.thumbImageUrl?.message}
          hint="Shown on blog cards."
          progress={thumbFile ? progress : null}
        />
        {text('thumbAlt', 'Thumbnail alt text', {
          hint: `${ALT_HINT}. Cards use the image's when empty.`,
        })}
      </div>
      <div className="space-y-5">
        <ImageInput
          label="Image"
          existingUrl={blog?.imageUrl}
          file={imageFile}
          onChange={setImageFile}
          error={errors.imageUrl?.message}
          hint="Shown at the top of the article."
          progress={imageFile ? progress : null}
        />
        {text('imageAlt', 'Image alt text', { hint: `${ALT_HINT}. Required with an image.` })}
      </div>
    </div>
  );
}

/** The fields search engines read: meta title, keyword and description, and the JSON-LD. */
function BlogSearchFields({ form }: { form: ReturnType<typeof useBlogForm> }) {
  const { register, errors, text } = form;
  return (
    <fieldset className="space-y-5 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Search engines</legend>
      {text('metaTitle', 'Meta Title')}
      {text('metaKeyword', 'Meta Keyword')}
      <Field label="Meta Description" error={errors.metaDescription?.message}>
        {(c) => (
          <textarea {...c} {...register('metaDescription')} rows={2} className={inputClasses} />
        )}
      </Field>
      <Field
        label="Schema (JSON-LD)"
        error={errors.schema?.message}
        hint='Optional structured data, for example {"@type": "BlogPosting"}.'
      >
        {(c) => (
          <textarea
            {...c}
            {...register('schema')}
            rows={4}
            spellCheck={false}
            className={`${inputClasses} font-mono text-sm`}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** The blog form's fields and its save (docs/product.md#blog-form): images are uploaded first. */
export function BlogForm({
  blog,
  onClose,
  onSaved,
}: {
  /** The blog being edited; null in add mode. */
  blog: BlogView | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useBlogForm(blog, onSaved);
  const { register, control, errors, isSubmitting, submitError, onSubmit, text } = form;
  const title = useWatch({ control, name: 'title' });

  // The writing on the left, what describes the post beside it from 1024 px (under it on a phone).
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-x-8 gap-y-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      aria-label="Blog"
    >
      <div className="min-w-0 space-y-5">
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        {text('title', 'Title', { required: true })}
        <Field label="Short Description" error={errors.shortDescription?.message} required>
          {(c) => (
            <textarea {...c} {...register('shortDescription')} rows={3} className={inputClasses} />
          )}
        </Field>
        <RichTextField
          control={control}
          name="longDescription"
          label="Long Description"
          required
          tall
        />
        <BlogSocialPreview control={control} existingImage={blog?.imageUrl} file={form.imageFile} />
      </div>
      <div className="min-w-0 space-y-5 lg:border-l lg:border-line lg:pl-8">
        <BlogPublishingFields
          control={control}
          statusField={register('status')}
          statusError={errors.status?.message}
        />
        {text('slug', 'Slug', {
          hint: 'The address: /blog/{slug}. Lowercase letters, digits and hyphens; leave empty to make it from the title.',
          placeholder: slugify(title ?? '') === 'post' ? 'my-first-post' : slugify(title ?? ''),
        })}
        {text('category', 'Category')}
        <Controller
          control={control}
          name="tag"
          render={({ field, fieldState }) => (
            <Field label="Tags" error={fieldState.error?.message}>
              {(c) => (
                <TagInput
                  control={c}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            </Field>
          )}
        />
        <BlogImageFields form={form} blog={blog} />
        <BlogSearchFields form={form} />
      </div>
      {/* Always in reach at the foot of the dialog, however long the post. */}
      <div className="sticky -bottom-5 z-10 -mx-4 -mb-5 bg-white px-4 pb-5 sm:-mx-6 sm:px-6 lg:col-span-2">
        <FormActions onCancel={onClose} cancelLabel="Close" submitting={isSubmitting}>
          {isSubmitting ? 'Saving…' : blog ? 'Update' : 'Add'}
        </FormActions>
      </div>
    </form>
  );
}
