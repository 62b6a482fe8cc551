import { describe, expect, it } from 'vitest';
import type { InvoiceCatalogue } from './invoice-catalogue';
import type { OrderItem } from './order';
import {
  isOrderOpen,
  orderInvoiceCatalogue,
  orderInvoiceRows,
  orderJourney,
  type JourneyFacts,
} from './order-journey';

const placed = '2026-11-01T10:00:00.000Z';
const facts = (over: Partial<JourneyFacts> = {}): JourneyFacts => ({
  placedAt: placed,
  cancelledAt: null,
  agreements: [],
  invoices: [],
  ...over,
});
const invoice = (
  status: JourneyFacts['invoices'][number]['status'],
  sentAt: string | null = null,
  paidAt: string | null = null,
) => ({ status, sentAt, paidAt });
const stepDates = (journey: ReturnType<typeof orderJourney>) =>
  journey.steps.map((step) => [step.stage, step.at]);

describe('orderJourney', () => {
  it('starts at received, with the later steps still ahead', () => {
    const journey = orderJourney(facts());
    expect(journey.stage).toBe('received');
    expect(stepDates(journey)).toEqual([
      ['received', placed],
      ['signed', null],
      ['invoiced', null],
      ['paid', null],
    ]);
  });

  it('dates signed by the first agreement and invoiced by the first invoice sent', () => {
    const journey = orderJourney(
      facts({
        agreements: [{ signedAt: '2026-11-03T00:00:00Z' }, { signedAt: '2026-11-02T00:00:00Z' }],
        invoices: [
          invoice('draft'),
          invoice('viewed', '2026-11-05T00:00:00Z'),
          invoice('sent', '2026-11-04T00:00:00Z'),
        ],
      }),
    );
    expect(journey.stage).toBe('invoiced');
    expect(journey.steps[1]!.at).toBe('2026-11-02T00:00:00Z');
    expect(journey.steps[2]!.at).toBe('2026-11-04T00:00:00Z');
  });

  it('counts neither drafts nor void invoices as invoiced', () => {
    const journey = orderJourney(
      facts({ invoices: [invoice('draft'), invoice('void', '2026-11-04T00:00:00Z')] }),
    );
    expect(journey.stage).toBe('received');
    expect(journey.steps[2]!.at).toBeNull();
  });

  it('is paid only when every invoice sent and not voided is paid, dated by the last payment', () => {
    const partly = orderJourney(
      facts({
        invoices: [
          invoice('paid', '2026-11-04T00:00:00Z', '2026-11-06T00:00:00Z'),
          invoice('sent', '2026-11-05T00:00:00Z'),
        ],
      }),
    );
    expect(partly.stage).toBe('invoiced');
    const fully = orderJourney(
      facts({
        invoices: [
          invoice('paid', '2026-11-04T00:00:00Z', '2026-11-06T00:00:00Z'),
          invoice('paid', '2026-11-05T00:00:00Z', '2026-11-09T00:00:00Z'),
          invoice('void', '2026-11-03T00:00:00Z'),
        ],
      }),
    );
    expect(fully.stage).toBe('paid');
    expect(fully.steps[3]!.at).toBe('2026-11-09T00:00:00Z');
  });

  it('shows a cancelled order the steps it reached, then the cancellation', () => {
    const journey = orderJourney(
      facts({
        cancelledAt: '2026-11-08T00:00:00Z',
        agreements: [{ signedAt: '2026-11-02T00:00:00Z' }],
      }),
    );
    expect(journey.stage).toBe('cancelled');
    expect(stepDates(journey)).toEqual([
      ['received', placed],
      ['signed', '2026-11-02T00:00:00Z'],
      ['cancelled', '2026-11-08T00:00:00Z'],
    ]);
  });

  it('keeps an order open to invoices and cancellation at every stage but cancelled', () => {
    expect(isOrderOpen('received')).toBe(true);
    expect(isOrderOpen('signed')).toBe(true);
    expect(isOrderOpen('invoiced')).toBe(true);
    expect(isOrderOpen('paid')).toBe(true);
    expect(isOrderOpen('cancelled')).toBe(false);
  });
});

describe("an order's invoice", () => {
  const catalogue: InvoiceCatalogue = [
    {
      slug: 'seo-analysis',
      title: 'SEO Analysis',
      priceCents: 0,
      plans: [
        { title: 'Basic Plan', priceCents: 76_700 },
        { title: 'Premium Plan', priceCents: 150_000 },
      ],
    },
    { slug: 'social-media-marketing', title: 'Social Media Marketing', priceCents: 0, plans: [] },
  ];
  const items: OrderItem[] = [
    {
      planId: 1,
      title: 'Basic Plan',
      planFor: 'SEO Analysis',
      billing: 'monthly',
      priceCents: 69_700,
    },
    {
      planId: 9,
      title: 'Gone Plan',
      planFor: 'Retired Service',
      billing: 'one-off',
      priceCents: 1,
    },
  ];

  it('prices the ordered plans as sold and leaves the rest of the catalogue alone', () => {
    const priced = orderInvoiceCatalogue(catalogue, items);
    expect(priced[0]!.plans).toEqual([
      { title: 'Basic Plan', priceCents: 69_700 },
      { title: 'Premium Plan', priceCents: 150_000 },
    ]);
    expect(priced[1]).toBe(catalogue[1]);
    expect(catalogue[0]!.plans[0]!.priceCents).toBe(76_700);
  });

  it('has one row per plan still in the catalogue, at its sold price, without discount', () => {
    expect(orderInvoiceRows(orderInvoiceCatalogue(catalogue, items), items)).toEqual([
      { service: 'seo-analysis', plan: 'Basic Plan', price: 69_700, discount: 0 },
    ]);
  });
});
