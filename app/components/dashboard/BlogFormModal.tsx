import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { Modal } from '~/components/ui/Modal';
import { api, ApiError, errorMessage } from '~/lib/api';
import { uploadImages } from '~/lib/upload';
import { blogInputSchema, type BlogInput, type BlogView } from '../../../domain/blog';
import type { z } from '../../../domain/zod';
import { ImageInput } from './ImageInput';
import { RichTextEditor } from './RichTextEditor';
import { Switch } from './Switch';
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

/** Add or edit a blog (SPEC section 3, Blog): every field, images uploaded first. */
export function BlogFormModal({ open, blog, onClose, onSaved }: BlogFormModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={blog ? 'Edit Blog' : 'Add New Blog'}
      size="lg"
    >
      {/* Keyed by the blog, so switching between add and edit starts from fresh form state. */}
      {open ? (
        <BlogForm key={blog?._id ?? 'new'} blog={blog} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
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
  } = useForm<BlogFormValues, unknown, BlogInput>({
    resolver: zodResolver(blogInputSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: toFormValues(blog),
  });
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [thumbFile, setThumbFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    const input: BlogInput = { ...values };
    try {
      // Images are uploaded only when a new file was chosen; otherwise the current URLs stay.
      if (imageFile || thumbFile) {
        setProgress(0);
        const uploaded = await uploadImages({ image: imageFile, thumb: thumbFile }, setProgress);
        if (imageFile && uploaded.image_url) input.imageUrl = uploaded.image_url;
        if (thumbFile && uploaded.thumbImage_url) input.thumbImageUrl = uploaded.thumbImage_url;
      }
      const answer = blog
        ? await api<{ message: string }>(`/api/blogs/${blog._id}`, { method: 'PATCH', body: input })
        : await api<{ message: string }>('/api/blogs', { method: 'POST', body: input });
      onSaved(answer.message);
    } catch (error) {
      setSubmitError(errorMessage(error));
      if (error instanceof ApiError) {
        const known = Object.keys(getValues());
        for (const [field, message] of Object.entries(error.errors))
          if (known.includes(field)) setError(field as FieldPath<BlogFormValues>, { message });
      }
    } finally {
      setProgress(null);
    }
  });

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
      <Controller
        control={control}
        name="longDescription"
        render={({ field, fieldState }) => (
          <Field label="Long Description" error={fieldState.error?.message} required>
            {(c) => (
              <RichTextEditor
                id={c.id}
                label="Long Description"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={c['aria-invalid']}
                describedBy={c['aria-describedby']}
              />
            )}
          </Field>
        )}
      />
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
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label="Active"
            description="Active blogs are published on the website."
            checked={field.value ?? true}
            onChange={field.onChange}
          />
        )}
      />
      <div className="flex justify-end gap-3 border-t border-line pt-4">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : blog ? 'Update' : 'Add'}
        </Button>
      </div>
    </form>
  );
}
