import { describe, expect, it } from 'vitest';
import { createLogger, redactText, redactUrl, serializeError } from './logger';

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

describe('query values that are emails, tokens or secrets', () => {
  it('are redacted by the name of their parameter', () => {
    for (const [url, logged] of <[string, string][]>[
      ['/unsubscribe?email=ada@northwind.example', '/unsubscribe?email=[redacted]'],
      ['/x?resetToken=abc&page=2', '/x?resetToken=[redacted]&page=2'],
      ['/x?api_key=k1&client_secret=s2', '/x?api_key=[redacted]&client_secret=[redacted]'],
      [
        '/x?password=hunter2&sig=abc&code=1234',
        '/x?password=[redacted]&sig=[redacted]&code=[redacted]',
      ],
      ['/x?SESSION=abc', '/x?SESSION=[redacted]'],
      ['/x?e-mail=x&apiKey=y', '/x?e-mail=[redacted]&apiKey=[redacted]'],
      // An escaped name is read as the server reads it.
      ['/x?%65mail=ada@northwind.example', '/x?email=[redacted]'],
    ])
      expect(redactUrl(url), url).toBe(logged);
  });

  it('are redacted by their shape, whatever their parameter is called', () => {
    const token = 'cIz5CvBmfTULrcwXvMqHu5bitCvE1rA-';
    for (const [url, logged] of <[string, string][]>[
      ['/blog?q=ada@northwind.example', '/blog?q=[redacted]'],
      ['/blog?q=ada%40northwind.example&page=2', '/blog?q=[redacted]&page=2'],
      [`/x?ref=${token}`, '/x?ref=[redacted]'],
      [
        '/x?ref=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3OCJ9.c2lnbmF0dXJlLXBhcnQ',
        '/x?ref=[redacted]',
      ],
      ['/x?h=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', '/x?h=[redacted]'],
      // Escapes around a value do not hide it.
      [`/x?ref=%20${token}`, '/x?ref=[redacted]'],
    ])
      expect(redactUrl(url), url).toBe(logged);
  });

  it('leave the rest of a query readable: words, slugs, numbers, paths', () => {
    for (const url of [
      '/blog?q=invoices&page=2',
      '/blog?tag=web-design-and-development-2026',
      '/__manifest?paths=%2Fblog%2C%2Fpricing&version=6b1f0a3c',
      '/pricing?plan=7&interval=monthly',
      '/blog?q=a%26b&reorder=1',
      '/blog?author=jane&category=design&signup=1',
    ])
      expect(redactUrl(url), url).toBe(url);
  });

  it('are redacted in the text of an error too, and a redacted value is not redacted twice', () => {
    expect(redactText('GET https://x.example/unsubscribe?email=ada@northwind.example failed')).toBe(
      'GET https://x.example/unsubscribe?email=[redacted] failed',
    );
    expect(redactText('<a href="/x?page=1&amp;email=ada@northwind.example">')).toBe(
      '<a href="/x?page=1&amp;email=[redacted]">',
    );
    expect(redactUrl('/agreement?order=abc&token=def')).toBe(
      '/agreement?order=[redacted]&token=[redacted]',
    );
  });
});

describe('the log line of an error with a database problem', () => {
  const linesOf = (log: (logger: ReturnType<typeof createLogger>) => void) => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    log(logger);
    return lines;
  };

  it('names a full disk and a read-only database in its message', () => {
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const readOnly = Object.assign(new Error('cannot execute INSERT in a read-only transaction'), {
      code: '25006',
    });
    const lines = linesOf((logger) => {
      logger.error({ err: full }, 'request failed');
      logger.error({ err: new Error('wrapped', { cause: readOnly }) }, 'submission failed');
      logger.child({ reqId: 'r1' }).error({ err: full }, 'request failed');
    });
    expect(lines.map((line) => [line.msg, line.databaseProblem])).toEqual([
      ["request failed: the database's disk is full", 'disk full'],
      ['submission failed: the database is read-only', 'read-only'],
      ["request failed: the database's disk is full", 'disk full'],
    ]);
    expect(lines[2]).toMatchObject({ reqId: 'r1', err: { code: 'SQLITE_FULL' } });
  });

  it('leaves every other line as it was', () => {
    const lines = linesOf((logger) => {
      logger.error({ err: new Error('no such table: x') }, 'request failed');
      logger.info({ kind: 'contact' }, 'submission stored');
      logger.info('listening');
    });
    expect(lines.map((line) => [line.msg, line.databaseProblem])).toEqual([
      ['request failed', undefined],
      ['submission stored', undefined],
      ['listening', undefined],
    ]);
  });
});
