import { Controller, useWatch } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Field, inputClasses } from '~/components/ui/Field';
import { useZodForm } from '~/components/ui/use-schema-form';
import {
  CLEARED_IMAGE_MESSAGES,
  serviceFormSchema,
  type ServiceFormValues,
  type ServiceRequest,
  type ServiceView,
} from '~/domain/service';
import { FormActions } from './FormActions';
import { ImageInput } from './ImageInput';
import { ActiveSwitch, RecordFormModal, RichTextField, useRecordSave } from './RecordForm';

interface ServiceFormModalProps {
  open: boolean;
  /** The service being edited; null in add mode. */
  service: ServiceView | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A large modal titled 'Add New Service' or 'Edit Service' (docs/product.md#dashboard-services). */
export function ServiceFormModal({ open, service, onClose, onSaved }: ServiceFormModalProps) {
  return (
    <RecordFormModal
      open={open}
      record={service}
      titles={['Add New Service', 'Edit Service']}
      onClose={onClose}
    >
      {(record) => <ServiceForm service={record} onClose={onClose} onSaved={onSaved} />}
    </RecordFormModal>
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
  } = useZodForm<ServiceFormValues>(serviceFormSchema, {
    bgImage: { url: service?.bgImageUrl ?? '', file: null },
    title: service?.title ?? '',
    description: service?.description ?? '',
    longDescription: service?.longDescription ?? '',
    thumbImage: { url: service?.thumbnailImageUrl ?? '', file: null },
    isActive: service?.isActive ?? true,
  });
  const { save, progress, submitError } = useRecordSave<ServiceRequest>({
    id: service?._id ?? null,
    onSaved,
    onFieldError: (field, message) => {
      const name = serverFieldToForm[field];
      if (name) setError(name, { message });
    },
  });
  const values = useWatch({ control });
  // The submit button is disabled while submitting or when the form has no values
  // (docs/product.md#service-form).
  const hasValues = Boolean(
    values.title?.trim() ||
    values.description?.trim() ||
    values.longDescription?.trim() ||
    values.bgImage?.file ||
    values.thumbImage?.file,
  );

  const onSubmit = handleSubmit((form) =>
    save(
      { image: form.bgImage.file as File | null, thumb: form.thumbImage.file as File | null },
      (uploaded) => ({
        title: form.title,
        description: form.description,
        longDescription: form.longDescription,
        bgImageUrl: uploaded.image ?? form.bgImage.url,
        thumbnailImageUrl: uploaded.thumb ?? form.thumbImage.url,
        isActive: form.isActive,
      }),
    ),
  );

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
            // A cleared choice: no validation run here, so the clearing message
            // (docs/product.md#service-form) is not replaced by the submit message.
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
        'Shown on the service card (4:3) and as the banner of the service page (16:7): 1600 × 700 px fits the banner edge to edge; other shapes are shown whole.',
      )}
      <Field label="Title" error={errors.title?.message} required>
        {(c) => <input {...c} {...register('title')} type="text" className={inputClasses} />}
      </Field>
      <Field label="Description" error={errors.description?.message} required>
        {(c) => <textarea {...c} {...register('description')} rows={3} className={inputClasses} />}
      </Field>
      <RichTextField control={control} name="longDescription" label="Long Description" />
      {imageField(
        'thumbImage',
        'Background Image',
        service?.thumbnailImageUrl,
        'Shown beside the overview on the service page: 800 × 520 px (20:13) fits edge to edge; other shapes are shown whole.',
      )}
      <ActiveSwitch
        control={control}
        name="isActive"
        description="Active services are listed on the website."
      />
      <FormActions onCancel={onClose} cancelLabel="Close" submitting={isSubmitting || !hasValues}>
        {isSubmitting ? 'Saving…' : service ? 'Update' : 'Add'}
      </FormActions>
    </form>
  );
}
