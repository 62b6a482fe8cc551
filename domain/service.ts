import { z } from './zod';
import { imageRef, richText } from './blog';
import { requiredText } from './fields';
import { formatMoney } from './format';
import { MAX_PLAN_CENTS } from './plan';
import { readOnlyFields, RECORD_FIELDS } from './read-only-fields';

/** A service as the public pages and the dashboard see it. */
export interface ServiceDetailsView {
  serviceDetailMainThumb: string;
  mainTitle: string;
  tags: string[];
  overviewCol_1: string;
  overviewCol_2: string;
  benefits: string;
  progressBars: { title: string; percentage: string }[];
  serviceDetailThumb1: string;
  serviceDetailThumb2: string;
}

export interface ServiceView {
  _id: string;
  url: string;
  title: string;
  description: string;
  longDescription: string;
  /** The banner image (card and detail header). */
  bgImageUrl: string;
  /** The background image. */
  thumbnailImageUrl: string;
  icon: string;
  /** The service's own price in cents, billed by an invoice row when the service has no plans. */
  priceCents: number;
  cta: string;
  features: string[];
  serviceDetails: ServiceDetailsView;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * What an admin may write on a service (docs/product.md#service-form): banner and background
 * images, title, description and the long description, with the service form's messages.
 */
const serviceFields = {
  title: requiredText('Title', 160),
  description: requiredText('Description', 1000),
  longDescription: richText({ tooLong: 'Long description is too long' }),
  bgImageUrl: imageRef.refine((v) => v !== '', 'Banner image is required'),
  thumbnailImageUrl: imageRef.refine((v) => v !== '', 'Thumbnail is required'),
  url: z.string().trim().max(80).regex(SLUG_PATTERN, 'Use lowercase letters, numbers and hyphens'),
  isActive: z.boolean(),
  priceCents: z
    .number({ error: 'Price must be a number of cents' })
    .int('Price must be in whole cents')
    .min(0, 'Price cannot be negative')
    .max(MAX_PLAN_CENTS, `Price must be at most ${formatMoney(MAX_PLAN_CENTS)}`),
};

/**
 * What the API answers of a service besides the fields an admin writes: set by the server or kept
 * from the catalogue (the icon, the call to action, the features and details), and `price`, the
 * plain dollar text of `priceCents`. Accepted and ignored in a request body, so a service read from
 * the API can be sent back (docs/decisions/046-api-compatibility.md); a price changes through
 * `priceCents`.
 */
export const SERVICE_READ_ONLY_FIELDS = [
  ...RECORD_FIELDS,
  'icon',
  'cta',
  'features',
  'serviceDetails',
  'price',
] as const;

export const serviceInputSchema = z
  .object({
    ...serviceFields,
    longDescription: serviceFields.longDescription.default(''),
    url: serviceFields.url.optional(),
    isActive: serviceFields.isActive.default(true),
    priceCents: serviceFields.priceCents.default(0),
  })
  .strict();

/** Partial updates touch only the fields they name (no defaults here). */
export const serviceUpdateSchema = z.object(serviceFields).partial().strict();

/** The bodies of `POST /api/services` and `PATCH /api/services/:id`, read-only fields ignored. */
export const serviceCreateBody = serviceInputSchema.safeExtend(
  readOnlyFields(SERVICE_READ_ONLY_FIELDS),
);
export const serviceUpdateBody = serviceUpdateSchema.safeExtend(
  readOnlyFields(SERVICE_READ_ONLY_FIELDS),
);
export type ServiceInput = z.output<typeof serviceInputSchema>;
/** A service as a client sends it (the dashboard leaves out the price, which stays as it is). */
export type ServiceRequest = z.input<typeof serviceInputSchema>;

/**
 * An image field of the service form: the image the service already has (URL) and a newly chosen
 * file. One of them is needed.
 */
const imageChoice = (message: string) =>
  z
    .object({ url: z.string(), file: z.unknown().nullable() })
    .refine((v) => v.url.trim() !== '' || v.file != null, message);

/**
 * The dashboard's service form (docs/product.md#service-form): the images are files that are uploaded before the
 * service is saved through serviceInputSchema / serviceUpdateSchema.
 */
export const serviceFormSchema = z.object({
  bgImage: imageChoice('Banner image is required'),
  title: serviceFields.title,
  description: serviceFields.description,
  longDescription: serviceFields.longDescription,
  thumbImage: imageChoice('Thumbnail is required'),
  isActive: serviceFields.isActive,
});
export type ServiceFormValues = z.input<typeof serviceFormSchema>;

/** What the form says when a file choice is cleared and no image remains (docs/product.md#service-form). */
export const CLEARED_IMAGE_MESSAGES = {
  bgImage: 'Banner image is required',
  thumbImage: 'Thumb Image is required',
} as const;
