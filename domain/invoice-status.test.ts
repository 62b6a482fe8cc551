import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fields';
import {
  invoiceListQuerySchema,
  invoiceNumberIn,
  invoiceStatusChangeSchema,
  invoiceStatuses,
  refusedMove,
  type InvoiceMove,
  type InvoiceStatus,
} from './invoice-status';

describe('invoice lifecycle moves', () => {
  const allowed: Record<InvoiceStatus, InvoiceMove[]> = {
    draft: ['send', 'void'],
    sent: ['send', 'paid', 'void'],
    viewed: ['send', 'paid', 'void'],
    paid: [],
    void: [],
  };

  it.each(invoiceStatuses)('allows from %s exactly the documented moves', (status) => {
    for (const move of ['send', 'paid', 'void'] as const)
      expect(refusedMove('ECS-1045', status, move) === null).toBe(allowed[status].includes(move));
  });

  it('says why a move is refused', () => {
    expect(refusedMove('ECS-1045', 'void', 'paid')).toBe(
      'Invoice ECS-1045 is void; it cannot be marked as paid',
    );
    expect(refusedMove('ECS-1045', 'paid', 'void')).toBe(
      'Invoice ECS-1045 is paid; it cannot be voided',
    );
    expect(refusedMove('ECS-1045', 'paid', 'paid')).toBe('Invoice ECS-1045 is already paid');
    expect(refusedMove('ECS-1045', 'draft', 'paid')).toMatch(/send it before marking it as paid/);
  });
});

describe('invoice API input', () => {
  it('accepts paid or void, nothing else', () => {
    expect(invoiceStatusChangeSchema.parse({ status: 'paid' })).toEqual({ status: 'paid' });
    for (const body of [{ status: 'sent' }, { status: 'viewed' }, {}, { status: 'paid', x: 1 }]) {
      const result = invoiceStatusChangeSchema.safeParse(body);
      expect(result.success).toBe(false);
    }
    const refused = invoiceStatusChangeSchema.safeParse({ status: 'draft' });
    expect(refused.success ? {} : fieldErrors(refused.error)).toEqual({
      status: 'Status must be paid or void',
    });
  });

  it('reads the list query, empty values meaning no filter', () => {
    expect(invoiceListQuerySchema.parse({})).toEqual({ q: '', page: 1 });
    expect(invoiceListQuerySchema.parse({ q: ' dana ', status: '', page: '' })).toEqual({
      q: 'dana',
      page: 1,
    });
    expect(invoiceListQuerySchema.parse({ status: 'paid', page: '3' })).toMatchObject({
      status: 'paid',
      page: 3,
    });
    const refused = invoiceListQuerySchema.safeParse({ status: 'lost', page: '0' });
    expect(refused.success ? {} : fieldErrors(refused.error)).toEqual({
      status: 'Status must be draft, sent, viewed, paid or void',
      page: 'Page must be at least 1',
    });
  });

  it('recognises an invoice number in a search', () => {
    expect(invoiceNumberIn('ECS-1045')).toBe(1045);
    expect(invoiceNumberIn('ecs 1045')).toBe(1045);
    expect(invoiceNumberIn('1045')).toBe(1045);
    expect(invoiceNumberIn('Northwind')).toBeUndefined();
    expect(invoiceNumberIn('ECS-')).toBeUndefined();
  });
});
