import { describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/config';
import { contentSecurityPolicy, paymentFormTargets } from './csp';

const formAction = (csp: string) => /(?:^|; )form-action ([^;]*)/.exec(csp)?.[1];

describe('the form-action of the Content-Security-Policy', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('is this origin only while card payments are off', () => {
    const targets = paymentFormTargets(loadConfig({}));
    expect(targets).toEqual([]);
    expect(formAction(contentSecurityPolicy({ inlineScripts: [], formTargets: targets }))).toBe(
      "'self'",
    );
    // STRIPE_API_BASE alone turns nothing on.
    expect(paymentFormTargets(loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:9' }))).toEqual([]);
  });

  it('admits Stripe’s hosted checkout page once payments are on', () => {
    const targets = paymentFormTargets(loadConfig(keys));
    expect(targets).toEqual(['https://checkout.stripe.com']);
    expect(formAction(contentSecurityPolicy({ inlineScripts: [], formTargets: targets }))).toBe(
      "'self' https://checkout.stripe.com",
    );
  });

  it('admits the origin of STRIPE_API_BASE instead, where a test double serves its checkout page', () => {
    expect(
      paymentFormTargets(loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:4242/v1/' })),
    ).toEqual(['http://127.0.0.1:4242']);
  });
});
