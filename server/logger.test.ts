import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides the secret part of capability links and keeps the rest readable', () => {
    expect(redactUrl('/invoices/Zq3-xY_9aBcD')).toBe('/invoices/[redacted]');
    expect(redactUrl('/invoices/Zq3-xY_9aBcD/pdf?download=1')).toBe(
      '/invoices/[redacted]/pdf?download=1',
    );
    expect(redactUrl('/blog/my-post?preview=abc.def&x=1')).toBe(
      '/blog/my-post?preview=[redacted]&x=1',
    );
    expect(redactUrl('/reset?token=123')).toBe('/reset?token=[redacted]');
    expect(redactUrl('/blog?q=invoices&page=2')).toBe('/blog?q=invoices&page=2');
    expect(redactUrl('/dashboard/invoices')).toBe('/dashboard/invoices');
    expect(redactUrl('https://www.ecs.example/invoices/Zq3-xY_9aBcD')).toBe(
      'https://www.ecs.example/invoices/[redacted]',
    );
    expect(
      redactUrl('Error: You made a POST request to "/invoices/Zq3-xY_9aBcD" but did not provide'),
    ).toBe('Error: You made a POST request to "/invoices/[redacted]" but did not provide');
    // Staff API paths carry ids, not capabilities.
    expect(redactUrl('/api/inbox/invoices/42/pdf')).toBe('/api/inbox/invoices/42/pdf');
    expect(redactUrl('/api/invoices/0192f3a4')).toBe('/api/invoices/0192f3a4');
  });

  it("hides a client's order page link, and keeps staff order paths readable", () => {
    const token = 'cIz5CvBmfTULrcwXvMqHu5bitCvE1rA-';
    expect(redactUrl(`/orders/${token}`)).toBe('/orders/[redacted]');
    expect(redactUrl(`/orders/${token}.data`)).toBe('/orders/[redacted]');
    expect(redactUrl(`/orders/${token}/agreements/ECS-AGR-2026-000001.pdf`)).toBe(
      '/orders/[redacted]/agreements/ECS-AGR-2026-000001.pdf',
    );
    expect(redactUrl(`https://www.ecs.example/orders/${token}`)).toBe(
      'https://www.ecs.example/orders/[redacted]',
    );
    expect(redactUrl('/api/orders/ECS-ORD-2026-000001/cancel')).toBe(
      '/api/orders/ECS-ORD-2026-000001/cancel',
    );
    expect(redactUrl('/dashboard/orders/ECS-ORD-2026-000001')).toBe(
      '/dashboard/orders/ECS-ORD-2026-000001',
    );
  });
});
