import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fields';
import {
  invoiceListQuerySchema,
  invoiceStanding,
  invoiceStatusChangeSchema,
  invoiceStatusSchema,
  invoiceStatuses,
  refusedMove,
  statusesAllowing,
  statusesWith,
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
    expect(refusedMove('ECS-1045', 'void', 'send')).toBe(
      'Invoice ECS-1045 is void; it cannot be sent',
    );
    expect(refusedMove('ECS-1045', 'void', 'void')).toBe('Invoice ECS-1045 is already void');
    expect(refusedMove('ECS-1045', 'paid', 'send')).toBe(
      'Invoice ECS-1045 is paid; it cannot be sent again',
    );
  });
});

describe('invoice status groups', () => {
  it('lists the statuses each move starts from, as the conditional updates check them', () => {
    expect(statusesAllowing('send')).toEqual(['draft', 'sent', 'viewed']);
    expect(statusesAllowing('paid')).toEqual(['sent', 'viewed']);
    expect(statusesAllowing('void')).toEqual(['draft', 'sent', 'viewed']);
  });

  it('groups the statuses the totals, the journey and the order page read', () => {
    expect(statusesWith('billed')).toEqual(['sent', 'viewed', 'paid']);
    expect(statusesWith('paid')).toEqual(['paid']);
    expect(statusesWith('due')).toEqual(['sent', 'viewed']);
    expect(statusesWith('shownToClient')).toEqual(['sent', 'viewed', 'paid', 'void']);
  });

  it.each(invoiceStatuses)(
    'asks the client to pay a %s invoice exactly when staff may mark it paid',
    (status) => {
      expect(invoiceStanding(status).due).toBe(refusedMove('ECS-1045', status, 'paid') === null);
    },
  );

  it('reads a stored status and nothing else', () => {
    for (const status of invoiceStatuses) expect(invoiceStatusSchema.parse(status)).toBe(status);
    for (const text of ['Paid', 'refunded', '', null])
      expect(invoiceStatusSchema.safeParse(text).success).toBe(false);
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
});
