import { describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import { fieldErrors } from './fields';
import {
  checkoutHref,
  checkoutSchema,
  linkedPlanIds,
  EMPTY_CART_MESSAGE,
  orderItemLine,
  orderSubtotals,
  orderTotalLines,
  priceOrder,
} from './order';
import { billingOfDurationText } from './plan';

describe('order money', () => {
  it('prices an order from the catalogue, once per plan, and reports unknown ids', () => {
    const { items, totalCents, unknownIds } = priceOrder([1, 6, 1, 99], plans);
    expect(items.map((i) => [i.planId, i.priceCents, i.billing])).toEqual([
      [1, 49_900, 'monthly'],
      [6, 329_900, 'one-off'],
    ]);
    expect(totalCents).toBe(379_800);
    expect(unknownIds).toEqual([99]);
  });

  it('sums every catalogue plan without floating-point drift', () => {
    const all = priceOrder(
      plans.map((p) => p.id),
      plans,
    );
    expect(all.totalCents).toBe(plans.reduce((sum, plan) => sum + plan.priceCents, 0));
  });

  it('describes each line', () => {
    const [item] = priceOrder([7], plans).items;
    expect(orderItemLine(item!)).toBe('Basic Plan, SEO Analysis, $697.00 (per month)');
  });
});

describe('checkoutSchema', () => {
  it("uses the checkout form's messages for name and email", () => {
    const empty = checkoutSchema.safeParse({ name: '', email: '', planIds: [1] });
    expect(fieldErrors(empty.error!)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    const invalid = checkoutSchema.safeParse({ name: 'Dana', email: 'dana@', planIds: [1] });
    expect(fieldErrors(invalid.error!)).toEqual({ email: 'Invalid email format' });
  });

  it('takes any something@something address, as the checkout spec asks, and nothing less', () => {
    for (const email of ['a@b', 'user@localhost', 'dana@x.io', ' dana.o+shop@northwind.example '])
      expect(checkoutSchema.safeParse({ name: 'Dana', email, planIds: [1] }).success, email).toBe(
        true,
      );
    for (const email of [
      'buyer-at-example',
      'dana@',
      '@x.io',
      'da na@x.io',
      'a@b@c',
      'a@\u0007b',
    ]) {
      const result = checkoutSchema.safeParse({ name: 'Dana', email, planIds: [1] });
      expect(fieldErrors(result.error!), email).toEqual({ email: 'Invalid email format' });
    }
  });

  it('reads the plans a checkout link names, and writes that link', () => {
    expect(linkedPlanIds(new URLSearchParams(''))).toBeNull();
    expect(linkedPlanIds(new URLSearchParams('planIds=3&planIds=7&planIds=3'))).toEqual([3, 7]);
    expect(linkedPlanIds(new URLSearchParams('planIds=3,x,-1,0,2.5'))).toEqual([3]);
    expect(linkedPlanIds(new URLSearchParams('planIds=nothing'))).toEqual([]);
    expect(checkoutHref([3, 7])).toBe('/checkout?planIds=3&planIds=7');
    expect(linkedPlanIds(new URL(`http://x${checkoutHref([4, 9])}`).searchParams)).toEqual([4, 9]);
  });

  it('refuses an empty cart', () => {
    const result = checkoutSchema.safeParse({ name: 'Dana', email: 'dana@x.io', planIds: [] });
    expect(fieldErrors(result.error!)).toEqual({ planIds: EMPTY_CART_MESSAGE });
  });
});

describe('order totals by billing period', () => {
  const monthly = { priceCents: 49_900, billing: 'monthly' } as const;
  const project = { priceCents: 329_900, billing: 'one-off' } as const;

  it('adds one-off and monthly prices separately', () => {
    expect(orderSubtotals([monthly, project, monthly])).toEqual({
      oneOffCents: 329_900,
      monthlyCents: 99_800,
      firstPaymentCents: 429_700,
    });
    // Only duration text written before orders carried their billing is read this way.
    expect(billingOfDurationText('per month')).toBe('monthly');
    expect(billingOfDurationText('Per Month')).toBe('monthly');
    expect(billingOfDurationText('per project')).toBe('one-off');
    expect(billingOfDurationText('')).toBe('one-off');
  });

  it('says what recurs when an order mixes periods', () => {
    expect(orderTotalLines([project, monthly])).toEqual([
      ['One-off', '$3,299.00'],
      ['Monthly', '$499.00 per month'],
      ['Total', '$3,798.00 (first invoice)'],
    ]);
  });

  it('shows one line for a one-off order and the monthly price for a monthly one', () => {
    expect(orderTotalLines([project])).toEqual([['Total', '$3,299.00']]);
    expect(orderTotalLines([monthly])).toEqual([
      ['Monthly', '$499.00 per month'],
      ['Total', '$499.00 (first invoice)'],
    ]);
  });
});
