import { describe, expect, it } from 'vitest';
import { isInvoiceLinkPath } from './invoice-link-guard';

describe('isInvoiceLinkPath', () => {
  it('covers the hosted page, its PDF and its data request, however spelled', () => {
    for (const path of [
      '/invoices/AbC-_123',
      '/invoices/AbC-_123/pdf',
      '/invoices/AbC-_123.data',
      '/Invoices/x',
      '/%69nvoices/x/pdf',
      '//invoices//x',
      '/orders/AbC-_123',
      '/orders/AbC-_123.data',
      '/Orders/AbC/agreements/ECS-AGR-2026-000001.pdf',
    ])
      expect(isInvoiceLinkPath(path)).toBe(true);
  });

  it('leaves the rest of the site alone', () => {
    for (const path of [
      '/invoice',
      '/invoices',
      '/invoices/',
      '/api/invoices/1',
      '/dashboard/invoices/x',
      '/orders',
      '/api/orders/x',
      '/dashboard/orders/ECS-ORD-2026-000001',
    ])
      expect(isInvoiceLinkPath(path)).toBe(false);
  });
});
