import { Fragment, useState, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from '~/components/ui/Field';
import { Modal } from '~/components/ui/Modal';
import { ApiError, errorMessage } from '~/lib/api';
import { useDashboardAction, type CrudIntent } from '~/lib/dashboard-data';
import { uploadImages, type UploadFiles } from '~/lib/upload';
import { RichTextEditor } from './RichTextEditor';
import { Switch } from './Switch';

/**
 * The add/edit form of a CRUD screen (blogs, services): a large modal titled for adding or
 * editing, whose form is keyed by the record so switching between them starts from fresh state.
 */
export function RecordFormModal<T extends { _id: string }>({
  open,
  record,
  titles: [addTitle, editTitle],
  onClose,
  size = 'lg',
  children,
}: {
  open: boolean;
  /** The record being edited; null in add mode. */
  record: T | null;
  titles: [add: string, edit: string];
  onClose: () => void;
  /** `xl` for a form that is mostly writing (a blog post). */
  size?: 'lg' | 'xl';
  children: (record: T | null) => ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={record ? editTitle : addTitle}
      size={size}
    >
      {open ? <Fragment key={record?._id ?? 'new'}>{children(record)}</Fragment> : null}
    </Modal>
  );
}

/** The image addresses an upload answered, for the files that were chosen. */
export interface UploadedImages {
  image?: string;
  thumb?: string;
}

/**
 * Saves a record through the screen's client action: the chosen images are uploaded first (with
 * progress), then the record is created or updated. A refusal shows the server's message over the
 * form and each field's message next to it (`onFieldError` maps the server's field names).
 */
export function useRecordSave<Input>({
  id,
  onSaved,
  onFieldError,
}: {
  id: string | null;
  onSaved: (message: string) => void;
  onFieldError: (field: string, message: string) => void;
}) {
  const action = useDashboardAction();
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const fail = (message: string, errors: Record<string, string>) => {
    setSubmitError(message);
    for (const [field, text] of Object.entries(errors)) onFieldError(field, text);
  };
  const save = async (files: UploadFiles, input: (uploaded: UploadedImages) => Input) => {
    setSubmitError(null);
    try {
      const uploaded: UploadedImages = {};
      // Images are uploaded only when a new file was chosen; otherwise the current URLs stay.
      if (files.image || files.thumb) {
        setProgress(0);
        const urls = await uploadImages(files, setProgress);
        if (files.image && urls.image_url) uploaded.image = urls.image_url;
        if (files.thumb && urls.thumbImage_url) uploaded.thumb = urls.thumbImage_url;
      }
      const intent: CrudIntent<Input> = { intent: 'save', id, input: input(uploaded) };
      // The input is JSON (form values and strings); TypeScript cannot see that of a type parameter.
      const saved = await action.run(intent as Parameters<typeof action.run>[0]);
      if (saved.ok) onSaved(saved.message);
      else fail(saved.message, saved.errors);
    } catch (error) {
      fail(errorMessage(error), error instanceof ApiError ? error.errors : {});
    } finally {
      setProgress(null);
    }
  };
  return { save, progress, submitError };
}

/** A rich-text body field (Quill) wired to the form like any other field. */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  tall,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** A tall writing area, for a form that is mostly this text. */
  tall?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message} required={required}>
          {(c) => (
            <RichTextEditor
              id={c.id}
              label={label}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={c['aria-invalid']}
              describedBy={c['aria-describedby']}
              tall={tall}
            />
          )}
        </Field>
      )}
    />
  );
}

/** The "Active" switch of a record that the website lists only while it is active. */
export function ActiveSwitch<T extends FieldValues>({
  control,
  name,
  description,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  description: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label="Active"
          description={description}
          checked={(field.value as boolean | undefined) ?? true}
          onChange={field.onChange}
        />
      )}
    />
  );
}
