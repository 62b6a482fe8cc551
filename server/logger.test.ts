import { describe, expect, it } from 'vitest';
import { redactText, redactUrl, serializeError } from './logger';

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

  it('reads the path and the query as the server does, however they are spelled', () => {
    const token = 'cIz5CvBmfTULrcwXvMqHu5bitCvE1rA-';
    for (const [url, logged] of <[string, string][]>[
      [`/%69nvoices/${token}`, '/invoices/[redacted]'],
      [`/%49NVOICES/${token}/pdf`, '/INVOICES/[redacted]/pdf'],
      [`/%6frders/${token}`, '/orders/[redacted]'],
      [`//orders//${token}`, '//orders//[redacted]'],
      [`/blog/x/../../orders/${token}`, '/orders/[redacted]'],
      [`/blog/%2e%2e/invoices/${token}`, '/invoices/[redacted]'],
      [`/orders/%${token.charCodeAt(0).toString(16)}${token.slice(1)}`, '/orders/[redacted]'],
      [`/blog/post?%70review=${token}`, '/blog/post?preview=[redacted]'],
      [`/agreement?order=${token}`, '/agreement?order=[redacted]'],
      [`/agreement?%6F%72%64%65%72=${token}`, '/agreement?order=[redacted]'],
      [`/agreement?x=1&ORDER=${token}&y=2`, '/agreement?x=1&ORDER=[redacted]&y=2'],
      // A value the server trims or decodes is redacted whole, escapes and all.
      [`/agreement?order=%20%0A${token}%26x`, '/agreement?order=[redacted]'],
    ])
      expect(redactUrl(url), url).toBe(logged);
    // The paths of a page's links, as React Router asks for their routes.
    expect(
      redactUrl(
        `/__manifest?paths=%2Fagreement%2C%2Forders%2F${token}%2C%2FInvoices%2F${token}&version=1`,
      ),
    ).toBe(
      '/__manifest?paths=%2Fagreement%2C%2Forders%2F[redacted]%2C%2FInvoices%2F[redacted]&version=1',
    );
    expect(redactUrl(`/__manifest?paths=/blog,/orders/${token},/invoices/${token}/pdf`)).toBe(
      '/__manifest?paths=/blog,/orders/[redacted],/invoices/[redacted]/pdf',
    );
    // Not a capability: an escaped `&` is part of a value, a parameter merely ending in a name.
    expect(redactUrl('/blog?q=a%26b&reorder=1')).toBe('/blog?q=a%26b&reorder=1');
  });
});

describe('redactText', () => {
  it('hides capability links quoted in a message or a stack, however they are spelled', () => {
    const token = 'cIz5CvBmfTULrcwXvMqHu5bitCvE1rA-';
    expect(
      redactText('Error: You made a POST request to "/invoices/Zq3-xY_9aBcD" but did not provide'),
    ).toBe('Error: You made a POST request to "/invoices/[redacted]" but did not provide');
    expect(redactText(`No route matches URL "/%6Frders/${token}"\n    at x (file.js:1:2)`)).toBe(
      'No route matches URL "/orders/[redacted]"\n    at x (file.js:1:2)',
    );
    expect(redactText(`GET https://www.ecs.example/agreement?%6frder=${token} failed`)).toBe(
      'GET https://www.ecs.example/agreement?order=[redacted] failed',
    );
    expect(redactText(`<a href="/agreement?x=1&amp;order=${token}">`)).toBe(
      '<a href="/agreement?x=1&amp;order=[redacted]">',
    );
    expect(redactText('Order ECS-ORD-2026-000001 is cancelled')).toBe(
      'Order ECS-ORD-2026-000001 is cancelled',
    );
  });
});

describe('serializeError', () => {
  it('redacts the message, the stack, the causes and the fields of a logged error', () => {
    const token = 'cIz5CvBmfTULrcwXvMqHu5bitCvE1rA-';
    const error = Object.assign(
      new Error(`could not render /%69nvoices/${token}`, {
        cause: new Error(`fetch /blog/x?preview=${token}`),
      }),
      { url: `/orders/${token}`, status: 500 },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(token);
    expect(logged).toContain('/invoices/[redacted]');
    expect(logged).toContain('?preview=[redacted]');
    expect(logged).toContain('"url":"/orders/[redacted]"');
    expect(logged).toContain('"status":500');
    expect(logged).toContain('"type":"Error"');
  });
});
