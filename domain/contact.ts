import { billingLabels, type BillingPeriod } from './billing';
import { formatMoney } from './format';
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

/**
 * The plan a message was sent about, as the catalogue sold it then (docs/product.md#selected-plan):
 * stored with the message in its parts, the price in cents (docs/decisions/049-money-model.md). A
 * message whose summary migration 019 could not read has that summary as its title, and no
 * service, price or billing.
 */
export interface MessagePlan {
  title: string;
  /** The service the plan is for. */
  planFor: string | null;
  /** With `billing`, or both null. */
  priceCents: number | null;
  billing: BillingPeriod | null;
}

/**
 * 'Basic Plan for SEO Analysis ($697 per month)': the plan as the Inbox, the Clients screen and the
 * company's email show it; what it has, when it lacks a service or a price.
 */
export function messagePlanText({ title, planFor, priceCents, billing }: MessagePlan): string {
  const name = planFor ? `${title} for ${planFor}` : title;
  return priceCents === null || billing === null
    ? name
    : `${name} (${formatMoney(priceCents)} ${billingLabels[billing]})`;
}
