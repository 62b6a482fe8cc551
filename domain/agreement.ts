import { isOrderNumber } from './document-numbers';
import { z } from './zod';
import { emailField, phoneField, requiredText, honeypotField } from './fields';

export const SIGNATURE_REQUIRED = 'Please sign in the box above';
/** An order number of the right shape that no order has. */
export const ORDER_NOT_FOUND =
  'We could not find this order number. Check the link in your order confirmation email.';
/** Signing for an order staff cancelled (docs/product.md#order-page). */
export const orderCancelledMessage = (orderNumber: string) =>
  `Order ${orderNumber} was cancelled, so it cannot be signed for. Please contact us to place a new order.`;
export const TERMS_REQUIRED = 'You must agree to the terms';
/** A PNG data URL from the signature pad: a 150 px high canvas is far below this. */
export const SIGNATURE_MAX_LENGTH = 600_000;

/** The signed order form on /agreement (docs/product.md#agreement). */
export const agreementSchema = z.object({
  name: requiredText('Name', 120),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .pipe(phoneField('Phone')),
  email: emailField('Email is required', 'Enter a valid email address'),
  agreeToTerms: z.preprocess(
    (value) => value === true || value === 'true' || value === 'on',
    z.literal(true, { error: TERMS_REQUIRED }),
  ),
  signature: z
    .string({ error: SIGNATURE_REQUIRED })
    .max(SIGNATURE_MAX_LENGTH, 'The signature is too large; please clear it and sign again')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, SIGNATURE_REQUIRED),
  /** The order it is signed for, carried from the order confirmation's link. */
  orderNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || isOrderNumber(value), 'This is not an order number')
    .optional()
    .default(''),
  /** Honeypot: people never see or fill it. */
  website: honeypotField(),
});

export type AgreementInput = z.input<typeof agreementSchema>;
export type Agreement = z.output<typeof agreementSchema>;

export const AGREEMENT_SUCCESS =
  'Thank you! Your signed order has been received. A copy is on its way to your inbox.';

export const AGREEMENT_FAILURE = 'We could not place your order. Please try again.';
