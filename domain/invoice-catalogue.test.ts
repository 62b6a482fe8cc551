import { describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import {
  buildInvoiceCatalogue,
  catalogueRowPrice,
  selectPlan,
  selectService,
  settleRow,
} from './invoice-catalogue';
import { catalogue } from '~/tests/support/invoice-fixtures';

describe('catalogue', () => {
  it('joins every service with its three plans at the published prices, in cents', () => {
    const software = catalogue.find((s) => s.slug === 'software-solutions')!;
    expect(software.title).toBe('Custom Software Solutions');
    expect(software.plans).toEqual([
      { title: 'Basic Plan', priceCents: 169700 },
      { title: 'Standard Plan', priceCents: 219900 },
      { title: 'Premium Plan', priceCents: 329900 },
    ]);
  });

  it('gives each service its own price in cents, billed when it has no plans', () => {
    const [service] = buildInvoiceCatalogue(
      [{ url: 'brand-strategy', title: 'Brand Strategy', priceCents: 120050 }],
      plans,
    );
    expect(service).toEqual({
      slug: 'brand-strategy',
      title: 'Brand Strategy',
      priceCents: 120050,
      plans: [],
    });
    expect(catalogue.find((s) => s.slug === 'seo-analysis')!.priceCents).toBe(69700);
  });
});

describe('service row rules', () => {
  it('choosing a service with plans selects Basic Plan at its price', () => {
    expect(selectService(catalogue, 'seo-analysis')).toEqual({
      service: 'seo-analysis',
      plan: 'Basic Plan',
      price: 69700,
    });
  });

  it("choosing a service without plans uses the service's own price", () => {
    expect(selectService(catalogue, 'brand-strategy')).toEqual({
      service: 'brand-strategy',
      plan: '',
      price: 120000,
    });
  });

  it('starts on the first plan when a service has plans but no Basic Plan', () => {
    // A service an admin gave plans of their own naming is never priced at its bare $0 price.
    expect(selectService(catalogue, 'retainer')).toEqual({
      service: 'retainer',
      plan: 'Premium Plan',
      price: 90000,
    });
  });

  it('an unknown service clears the row to price 0', () => {
    expect(selectService(catalogue, 'astrology')).toEqual({ service: '', plan: '', price: 0 });
    expect(selectService([{ slug: 'x', title: 'X', priceCents: 0, plans: [] }], 'x').price).toBe(0);
  });

  it("choosing another plan sets its price, or 0 when the plan doesn't exist", () => {
    expect(selectPlan(catalogue, 'social-media-marketing', 'Premium Plan').price).toBe(89900);
    expect(selectPlan(catalogue, 'social-media-marketing', 'Gold Plan')).toEqual({
      service: 'social-media-marketing',
      plan: 'Gold Plan',
      price: 0,
    });
    expect(selectPlan(catalogue, 'astrology', 'Basic Plan').price).toBe(0);
  });

  it('prices a row from the catalogue: plan price, own price without plans, else 0', () => {
    expect(catalogueRowPrice(catalogue, 'seo-analysis', 'Standard Plan')).toBe(99700);
    expect(catalogueRowPrice(catalogue, 'seo-analysis', '')).toBe(0);
    expect(catalogueRowPrice(catalogue, 'brand-strategy', 'Premium Plan')).toBe(120000);
    expect(catalogueRowPrice(catalogue, 'nope', 'Basic Plan')).toBe(0);
  });

  it('settles a row chosen before the scripts ran as choosing it with them would have', () => {
    const row = { service: 'seo-analysis', plan: 'Standard Plan', price: 0, discount: '5' };
    expect(settleRow(catalogue, row)).toEqual({ ...row, price: 99700 });
    // A plan of another service, or none, gives way to the service's own first choice.
    expect(settleRow(catalogue, { ...row, service: 'retainer' })).toEqual({
      ...row,
      service: 'retainer',
      plan: 'Premium Plan',
      price: 90000,
    });
    expect(settleRow(catalogue, { ...row, plan: '' })).toEqual({
      ...row,
      plan: 'Basic Plan',
      price: 69700,
    });
    expect(settleRow(catalogue, { ...row, service: 'brand-strategy' })).toEqual({
      ...row,
      service: 'brand-strategy',
      plan: '',
      price: 120000,
    });
    // No service yet: nothing to price.
    expect(settleRow(catalogue, { ...row, service: '' })).toEqual({
      ...row,
      service: '',
      price: 0,
    });
  });
});
