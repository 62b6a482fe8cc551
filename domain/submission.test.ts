import { describe, expect, it } from 'vitest';
import { initialValues } from './submission';

describe('initialValues', () => {
  const defaults = { name: '', email: '', agreeToTerms: false };

  it('keeps the defaults without a refused submission', () => {
    expect(initialValues(defaults, undefined)).toEqual(defaults);
    expect(initialValues(defaults, { ok: true, status: 200, message: 'ok', reference: 'r' })).toBe(
      defaults,
    );
  });

  it('fills text fields from what was sent, ignoring unknown and non-text fields', () => {
    expect(
      initialValues(defaults, {
        ok: false,
        status: 400,
        message: 'fix',
        values: { name: 'Dana', email: 'dana@', agreeToTerms: 'on', isAdmin: 'true' },
      }),
    ).toEqual({ name: 'Dana', email: 'dana@', agreeToTerms: false });
  });
});
