import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './auth';
import { fieldErrors } from './fields';

describe('changePasswordFormSchema (settings form)', () => {
  const errorsOf = (input: Record<string, string>) => {
    const result = changePasswordFormSchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('accepts a new password of at least 8 characters that is confirmed', () => {
    expect(
      errorsOf({
        currentPassword: 'old-password',
        newPassword: 'new-password',
        confirmPassword: 'new-password',
      }),
    ).toEqual({});
  });

  it('asks for the current password, 8 characters and a matching confirmation', () => {
    expect(errorsOf({ currentPassword: '', newPassword: 'short', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm the new password',
    });
    expect(
      errorsOf({
        currentPassword: 'old-password',
        newPassword: 'new-password',
        confirmPassword: 'new-passwort',
      }),
    ).toEqual({ confirmPassword: 'The passwords do not match' });
  });

  it('refuses a new password equal to the current one', () => {
    expect(
      errorsOf({
        currentPassword: 'same-password',
        newPassword: 'same-password',
        confirmPassword: 'same-password',
      }),
    ).toEqual({ newPassword: 'Choose a password different from the current one' });
  });
});
