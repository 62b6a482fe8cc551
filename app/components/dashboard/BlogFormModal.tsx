import { useState } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Field, inputClasses } from '~/components/ui/Field';
import { useZodForm } from '~/components/ui/use-schema-form';
import { blogInputSchema, type BlogInput, type BlogView } from '~/domain/blog';
import type { z } from '~/domain/zod';
import { FormActions } from './Crud';
import { ImageInput } from './ImageInput';
import { ActiveSwitch, RecordFormModal, RichTextField, useRecordSave } from './RecordForm';
import { TagInput } from './TagInput';

type BlogFormValues = z.input<typeof blogInputSchema>;

const emptyBlog: BlogFormValues = {
  title: '',
  shortDescription: '',
  longDescription: '',
  metaTitle: '',
  metaKeyword: '',
  metaDescription: '',
  imageUrl: '',
  thumbImageUrl: '',
  category: '',
  tag: [],
  isActive: true,
  schema: '',
};

const toFormValues = (blog: BlogView | null): BlogFormValues =>
  blog
    ? {
        title: blog.title,
        shortDescription: blog.shortDescription,
        longDescription: blog.longDescription,
        metaTitle: blog.metaTitle,
        metaKeyword: blog.metaKeyword,
        metaDescription: blog.metaDescription,
        imageUrl: blog.imageUrl,
        thumbImageUrl: blog.thumbImageUrl,
        category: blog.category,
        tag: blog.tag,
        isActive: blog.isActive,
        schema: blog.schema,
      }
    : emptyBlog;

interface BlogFormModalProps {
  open: boolean;
  /** The blog being edited; null in add mode. */
  blog: BlogView | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add or edit a blog (docs/product.md#dashboard-blogs): every field, images uploaded first. */
export function BlogFormModal({ open, blog, onClose, onSaved }: BlogFormModalProps) {
  return (
    <RecordFormModal
      open={open}
      record={blog}
      titles={['Add New Blog', 'Edit Blog']}
      onClose={onClose}
    >
      {(record) => <BlogForm blog={record} onClose={onClose} onSaved={onSaved} />}
    </RecordFormModal>
  );
}

function BlogForm({ blog, onClose, onSaved }: Omit<BlogFormModalProps, 'open'>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm<BlogFormValues, BlogInput>(blogInputSchema, toFormValues(blog));
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [thumbFile, setThumbFile] = useState<File | null>(null);
  const { save, progress, submitError } = useRecordSave<BlogInput>({
    id: blog?._id ?? null,
    onSaved,
    onFieldError: (field, message) => {
      if (field in getValues()) setError(field as FieldPath<BlogFormValues>, { message });
    },
  });

  const onSubmit = handleSubmit((values) =>
    save({ image: imageFile, thumb: thumbFile }, (uploaded) => ({
      ...values,
      imageUrl: uploaded.image ?? values.imageUrl,
      thumbImageUrl: uploaded.thumb ?? values.thumbImageUrl,
    })),
  );

  const text = (name: FieldPath<BlogFormValues>, label: string, required = false) => (
    <Field label={label} error={errors[name as keyof typeof errors]?.message} required={required}>
      {(c) => <input {...c} {...register(name)} type="text" className={inputClasses} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Blog">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {text('title', 'Title', true)}
      <Field label="Short Description" error={errors.shortDescription?.message} required>
        {(c) => (
          <textarea {...c} {...register('shortDescription')} rows={3} className={inputClasses} />
        )}
      </Field>
      <RichTextField control={control} name="longDescription" label="Long Description" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <ImageInput
          label="Thumbnail"
          existingUrl={blog?.thumbImageUrl}
          file={thumbFile}
          onChange={setThumbFile}
          error={errors.thumbImageUrl?.message}
          hint="Shown on blog cards."
          progress={thumbFile ? progress : null}
        />
        <ImageInput
          label="Image"
          existingUrl={blog?.imageUrl}
          file={imageFile}
          onChange={setImageFile}
          error={errors.imageUrl?.message}
          hint="Shown at the top of the article."
          progress={imageFile ? progress : null}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
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
      </div>
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
      <ActiveSwitch
        control={control}
        name="isActive"
        description="Active blogs are published on the website."
      />
      <FormActions onCancel={onClose} cancelLabel="Close" submitting={isSubmitting}>
        {isSubmitting ? 'Saving…' : blog ? 'Update' : 'Add'}
      </FormActions>
    </form>
  );
}
