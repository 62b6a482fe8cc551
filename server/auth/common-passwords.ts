import { dictionary } from '@zxcvbn-ts/language-common';
import { FieldRefused } from '~/server/errors';

/**
 * The 49,000 most common passwords from leaked-password lists, as shipped offline by the
 * zxcvbn-ts project; loaded once, on the first check.
 */
let common: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones; choose one that is harder to guess';

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  const normalized = password.trim().toLowerCase();
  return common.has(normalized) || common.has(normalized.replace(/[\d!@#$%^&*._-]+$/, ''));
}

/** Refuses a common password, with the message next to `field`. */
export function refuseCommonPassword(password: string | undefined, field: string) {
  if (password !== undefined && isCommonPassword(password))
    throw new FieldRefused(field, COMMON_PASSWORD_MESSAGE);
}
