import { z } from './zod';
import { resourceSlugs } from '~/content/catalogue';
import {
  emailField,
  hasNoControlCharacters,
  honeypotField,
  optionalText,
  phoneField,
  requiredText,
} from './fields';

export const ROLE_REQUIRED = 'Tell us about the role you need';

/** The dedicated-resource inquiry (docs/product.md#inquiry): name, email, optional phone and company, message. */
export const resourceInquirySchema = z.object({
  name: requiredText('Name', 120),
  email: emailField('Email is required', 'Enter a valid email address'),
  phone: phoneField('Phone').default(''),
  company: optionalText(160, 'Company'),
  // Named as the field is labelled ('Tell us about the role'), not by its internal name.
  message: z
    .string({ error: ROLE_REQUIRED })
    .trim()
    .min(1, ROLE_REQUIRED)
    .max(5000, 'The description of the role must be at most 5000 characters')
    .refine(hasNoControlCharacters, 'The description contains characters that cannot be shown')
    .min(10, 'Tell us a little more about the role (at least 10 characters)'),
  /** The slug of the resource page the inquiry was sent from. */
  resource: z.enum(resourceSlugs, { error: 'Choose a dedicated resource' }),
  /** Honeypot: people never see or fill it. */
  website: honeypotField(),
});

export type ResourceInquiryInput = z.input<typeof resourceInquirySchema>;
export type ResourceInquiry = z.output<typeof resourceInquirySchema>;

export const INQUIRY_SUCCESS =
  'Thank you! Your request has been sent. We will reply within one business day.';

export const INQUIRY_FAILURE = 'Failed to send your request. Please try again.';
