import { describe, expect, it } from 'vitest';
import { isPrivateLink } from './invoice-link-guard';

describe('isPrivateLink', () => {
  it('covers the hosted page, its PDF and its data request, however spelled', () => {
    for (const target of [
      '/invoices/AbC-_123',
      '/invoices/AbC-_123/pdf',
      '/invoices/AbC-_123.data',
      '/Invoices/x',
      '/%69nvoices/x/pdf',
      '//invoices//x',
      '/orders/AbC-_123',
      '/orders/AbC-_123.data',
      '/Orders/AbC/agreements/ECS-AGR-2026-000001.pdf',
      '/%6frders/x',
      // Routing resolves dot segments, escaped or not, before it matches a route.
      '/blog/../orders/x',
      '/blog/%2e%2e/invoices/x/pdf',
    ])
      expect(isPrivateLink(target), target).toBe(true);
  });

  it('covers the agreement page opened for an order, and its data request', () => {
    for (const target of [
      '/agreement?order=AbC',
      '/agreement?order=',
      '/agreement.data?order=AbC&_routes=routes%2Fpublic%2Fagreement',
      '/Agreement/?x=1&order=AbC',
      '/%61greement?%6frder=AbC',
      '/blog/../agreement?order=AbC',
    ])
      expect(isPrivateLink(target), target).toBe(true);
  });

  it('leaves the rest of the site alone', () => {
    for (const target of [
      '/invoice',
      '/invoice?order=ECS-ORD-2026-000001',
      '/invoices',
      '/invoices/',
      '/api/invoices/1',
      '/dashboard/invoices/x',
      '/orders',
      '/api/orders/x',
      '/dashboard/orders/ECS-ORD-2026-000001',
      '/agreement',
      '/agreement?reorder=1',
      '/agreements?order=x',
    ])
      expect(isPrivateLink(target), target).toBe(false);
  });
});
