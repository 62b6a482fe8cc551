import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { Modal } from '~/components/ui/Modal';
import { api, ApiError, errorMessage } from '~/lib/api';
import { uploadImages } from '~/lib/upload';
import {
  CLEARED_IMAGE_MESSAGES,
  serviceFormSchema,
  type ServiceFormValues,
  type ServiceView,
} from '../../../domain/service';
import { ImageInput } from './ImageInput';
import { RichTextEditor } from './RichTextEditor';
import { Switch } from './Switch';

interface ServiceFormModalProps {
  open: boolean;
  /** The service being edited; null in add mode. */
  service: ServiceView | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** SPEC: a large modal titled 'Add New Service' or 'Edit Service'. */
export function ServiceFormModal({ open, service, onClose, onSaved }: ServiceFormModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={service ? 'Edit Service' : 'Add New Service'}
      size="lg"
    >
      {open ? (
        <ServiceForm
          key={service?._id ?? 'new'}
          service={service}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

/** Server field names mapped to the form's. */
const serverFieldToForm: Record<string, keyof ServiceFormValues> = {
  title: 'title',
  description: 'description',
  longDescription: 'longDescription',
  bgImageUrl: 'bgImage',
  imageUrl: 'bgImage',
  thumbnailImageUrl: 'thumbImage',
  thumbImageUrl: 'thumbImage',
};

function ServiceForm({ service, onClose, onSaved }: Omit<ServiceFormModalProps, 'open'>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: {
      bgImage: { url: service?.bgImageUrl ?? '', file: null },
      title: service?.title ?? '',
      description: service?.description ?? '',
      longDescription: service?.longDescription ?? '',
      thumbImage: { url: service?.thumbnailImageUrl ?? '', file: null },
      isActive: service?.isActive ?? true,
    },
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const values = useWatch({ control });
  // SPEC: the submit button is disabled while submitting or when the form has no values.
  const hasValues = Boolean(
    values.title?.trim() ||
    values.description?.trim() ||
    values.longDescription?.trim() ||
    values.bgImage?.file ||
    values.thumbImage?.file,
  );

  const onSubmit = handleSubmit(async (form) => {
    setSubmitError(null);
    const bgFile = form.bgImage.file as File | null;
    const thumbFile = form.thumbImage.file as File | null;
    let bgImageUrl = form.bgImage.url;
    let thumbnailImageUrl = form.thumbImage.url;
    try {
      if (bgFile || thumbFile) {
        setProgress(0);
        const uploaded = await uploadImages({ image: bgFile, thumb: thumbFile }, setProgress);
        if (bgFile && uploaded.image_url) bgImageUrl = uploaded.image_url;
        if (thumbFile && uploaded.thumbImage_url) thumbnailImageUrl = uploaded.thumbImage_url;
      }
      const body = {
        title: form.title,
        description: form.description,
        longDescription: form.longDescription,
        bgImageUrl,
        thumbnailImageUrl,
        isActive: form.isActive,
      };
      const answer = service
        ? await api<{ message: string }>(`/api/services/${service._id}`, { method: 'PATCH', body })
        : await api<{ message: string }>('/api/services', { method: 'POST', body });
      onSaved(answer.message);
    } catch (error) {
      setSubmitError(errorMessage(error));
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.errors)) {
          const name = serverFieldToForm[field];
          if (name) setError(name, { message });
        }
    } finally {
      setProgress(null);
    }
  });

  const imageField = (
    name: 'bgImage' | 'thumbImage',
    label: string,
    existingUrl: string | undefined,
    hint: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageInput
          label={label}
          existingUrl={existingUrl}
          file={(field.value.file as File | null) ?? null}
          required
          hint={hint}
          error={fieldState.error?.message}
          progress={field.value.file ? progress : null}
          onBlur={field.onBlur}
          onChange={(file) => {
            if (file) {
              setValue(name, { ...field.value, file }, { shouldDirty: true, shouldValidate: true });
              return;
            }
            // A cleared choice: no validation run here, so SPEC's clearing message is not
            // replaced by the submit message.
            setValue(name, { ...field.value, file: null }, { shouldDirty: true });
            if (!field.value.url) setError(name, { message: CLEARED_IMAGE_MESSAGES[name] });
          }}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Service">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {imageField(
        'bgImage',
        'Banner Image',
        service?.bgImageUrl,
        'Shown on the service card and at the top of the service page.',
      )}
      <Field label="Title" error={errors.title?.message} required>
        {(c) => <input {...c} {...register('title')} type="text" className={inputClasses} />}
      </Field>
      <Field label="Description" error={errors.description?.message} required>
        {(c) => <textarea {...c} {...register('description')} rows={3} className={inputClasses} />}
      </Field>
      <Controller
        control={control}
        name="longDescription"
        render={({ field, fieldState }) => (
          <Field label="Long Description" error={fieldState.error?.message}>
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
      {imageField(
        'thumbImage',
        'Background Image',
        service?.thumbnailImageUrl,
        'Shown beside the overview on the service page.',
      )}
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label="Active"
            description="Active services are listed on the website."
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div className="flex justify-end gap-3 border-t border-line pt-4">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" disabled={isSubmitting || !hasValues}>
          {isSubmitting ? 'Saving…' : service ? 'Update' : 'Add'}
        </Button>
      </div>
    </form>
  );
}
