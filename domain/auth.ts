import { z } from './zod';
import { requiredText } from './fields';
import { readOnlyFields, RECORD_FIELDS } from './read-only-fields';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .regex(/^\S+@\S+$/, 'Invalid email address')
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

/** Sign-in (docs/product.md#sign-in): 'Email is required', 'Invalid email address', 'Password is required'. */
export const loginSchema = z
  .object({
    email,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  })
  .strict();
export type LoginInput = z.input<typeof loginSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    newPassword: passwordField,
  })
  .strict()
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });

/** The settings form: the API's fields plus a confirmation that never leaves the browser. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    newPassword: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** An admin's password reset for a staff account. */
export const resetPasswordSchema = z.object({ password: passwordField }).strict();

export const createStaffSchema = z
  .object({
    email: email.pipe(z.email({ error: 'Invalid email address' })),
    firstName: requiredText('First name', 60),
    lastName: z.string().trim().max(60).default(''),
    password: passwordField,
    isAdmin: z.boolean().default(false),
  })
  .strict();

export const updateStaffSchema = z
  .object({
    firstName: requiredText('First name', 60).optional(),
    lastName: z.string().trim().max(60).optional(),
    password: passwordField.optional(),
    isAdmin: z.boolean().optional(),
    disabled: z.boolean().optional(),
  })
  .strict();

export const EMAIL_UNCHANGEABLE = "An account's email cannot be changed";

/**
 * The bodies of `POST /api/users` and `PATCH /api/users/:id`. A staff account is answered
 * (`PublicUser`) with its id and times, set by the server: accepted and ignored, so an account read
 * from the API can be sent back (docs/decisions/046-api-compatibility.md). Its email names the
 * account for good: an update may carry it unchanged, never a new one (`EMAIL_UNCHANGEABLE`).
 */
export const staffCreateBody = createStaffSchema.safeExtend(readOnlyFields(RECORD_FIELDS));
export const staffUpdateBody = updateStaffSchema.safeExtend({
  ...readOnlyFields(RECORD_FIELDS),
  email: email.optional().meta({
    description: "The account's email as answered: accepted when unchanged, never changed",
  }),
});

/** A user as the API shows it: never the password hash. */
export interface PublicUser {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** 'Ada Lovelace'; a staff member without a last name is just 'Ada'. */
export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
