import { describe, expect, it } from 'vitest';
import { messagePlanText } from './contact';

describe("a message's plan", () => {
  it('reads as the summary staff have always seen, printed from cents and billing', () => {
    const plan = { title: 'Basic Plan', planFor: 'SEO Analysis', priceCents: 69_700 } as const;
    expect(messagePlanText({ ...plan, billing: 'monthly' })).toBe(
      'Basic Plan for SEO Analysis ($697 per month)',
    );
    expect(messagePlanText({ ...plan, priceCents: 169_750, billing: 'one-off' })).toBe(
      'Basic Plan for SEO Analysis ($1,697.50 per project)',
    );
  });

  it('shows what it has when a stored summary could not be read into parts', () => {
    const unread = 'Basic Plan for SEO Analysis (call us)';
    expect(messagePlanText({ title: unread, planFor: null, priceCents: null, billing: null })).toBe(
      unread,
    );
    expect(
      messagePlanText({
        title: 'Basic Plan',
        planFor: null,
        priceCents: 69_700,
        billing: 'monthly',
      }),
    ).toBe('Basic Plan ($697 per month)');
  });
});
