import { z } from './zod';
import { emailField, requiredText, honeypotField, numericId } from './fields';

/** The contact form (docs/product.md#contact-form): name and email required, email valid, each its own error. */
export const contactMessageSchema = z.object({
  name: requiredText('Name', 120),
  email: emailField('Email is required', 'Enter a valid email address'),
  message: z.string().trim().max(5000, 'Message must be at most 5000 characters').default(''),
  /** The selected plan's id (a hidden field); one that is not a plan id is refused. */
  planId: numericId('Choose a plan from the pricing page').optional(),
  /** Honeypot: people never see or fill it. */
  website: honeypotField(),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The contact form's success and failure alerts (docs/product.md#contact-form). */
export const CONTACT_SUCCESS = 'Email sent successfully!';
export const CONTACT_FAILURE = 'Failed to send email.';
