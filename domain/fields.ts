import { z } from './zod';

/**
 * Control characters other than tab and line breaks: nobody types them, nothing can show them,
 * and one of them in a title would make the RSS feed invalid XML for every reader.
 */
export function hasNoControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f)
      return false;
  }
  return true;
}
const controlMessage = (label: string) => `${label} contains characters that cannot be shown`;

/**
 * The largest whole number an `integer` column holds on both databases (PostgreSQL's is 32-bit;
 * SQLite's is 64-bit). Every number a schema lets through to such a column stays within it, so a
 * number too large for the column is a 400 with a message, never a database error.
 */
export const MAX_INTEGER_COLUMN = 2_147_483_647;

/**
 * A record's numeric id as a form or a query sends it ('12'): a whole number from 1 to
 * `MAX_INTEGER_COLUMN`, else `message`.
 */
export const numericId = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_INTEGER_COLUMN, message);

/** Common field schemas, shared by every form and the server. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoControlCharacters, controlMessage(label));

export const emailField = (
  requiredMessage = 'Email is required',
  invalidMessage = 'Enter a valid email address',
) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ error: invalidMessage }));

export const optionalText = (max: number, label = 'This field') =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoControlCharacters, controlMessage(label))
    .optional()
    .default('');

export const phoneField = (label = 'Phone') =>
  z
    .string()
    .trim()
    .max(30, `${label} must be at most 30 characters`)
    .refine(
      (value) => value === '' || /^[+()\d\s.-]{6,30}$/.test(value),
      `Enter a valid phone number`,
    );

/** Field errors as `{ field: message }`, the shape every 400 answer and form uses. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  // No prototype, so field names such as __proto__ or constructor are ordinary keys.
  const errors: Record<string, string> = Object.create(null);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) errors[`${prefix}${key}`] ??= 'This field is not allowed';
      continue;
    }
    const key = issue.path.join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The honeypot every public form carries: people leave it empty. The server checks it before the
 * schema (a filled one gets a fake success), so here it only has to accept the empty value.
 */
export const honeypotField = () => z.string().max(0).optional().default('');
