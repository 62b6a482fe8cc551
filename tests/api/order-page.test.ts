import { describe, expect, it } from 'vitest';
import type { InvoiceSubmissionResult } from '~/domain/invoice-form';
import { api, unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { verbatimGet } from '~/tests/support/raw-http';
import { postAction } from '~/tests/support/route-action';
import { backends, startServer } from '~/tests/support/server';
import { orderJourney, today } from '~/tests/support/order-journey';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('the order journey on %s', (backend) => {
  const app = useServer(backend, {
    shared: true,
    staff: { staff: { firstName: 'Marcus', lastName: 'Hale' } },
  });

  const { placeOrder, get, pageText, absolute, orderFile, signFor } = orderJourney(app);

  it('gives every order a private page, linked from checkout and from the buyer’s email', async () => {
    const placed = await placeOrder();
    expect(placed.orderPage).toMatch(/^\/orders\/[A-Za-z0-9_-]{32}$/);
    expect(placed.agreementPage).toBe(
      `/agreement?order=${placed.orderPage.slice('/orders/'.length)}`,
    );
    const [mail] = await app.sink.waitFor((m) => m.envelope.to.includes(placed.email));
    expect(mail!.text).toMatch(absolute(placed.orderPage));
    expect(mail!.html).toMatch(new RegExp(`href="${absolute(placed.orderPage).source}"`));

    const page = await get(placed.orderPage);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain(`Order ${placed.reference}`);
    expect(html).toContain('Basic Plan');
    expect(html).toContain('$3,798.00 (first invoice)');
    expect(html).toContain('Sign the agreement');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // Never kept by the page cache: a second read is rendered again, and says so.
    expect((await get(placed.orderPage)).headers.get('x-page-cache')).not.toBe('hit');
  });

  it('answers a wrong, guessed or malformed link with the ordinary 404, revealing nothing', async () => {
    const placed = await placeOrder();
    const token = placed.orderPage.slice('/orders/'.length);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const notFound = await (await get('/no-such-page')).text();
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '');
    for (const path of [
      `/orders/${flipped}`,
      `/orders/${'A'.repeat(32)}`,
      '/orders/short',
      `/orders/${placed.reference}`,
      `/orders/${encodeURIComponent("' or 1=1 --")}`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      const body = await answer.text();
      expect(body).not.toContain(placed.reference);
      expect(body).not.toContain(placed.name);
      expect(strip(body).length).toBeGreaterThan(0);
      expect(strip(notFound)).toContain('<title>');
    }
    // The agreement PDF of another order is not reachable through this one's link.
    expect((await get(`/orders/${flipped}/agreements/ECS-AGR-2026-000001.pdf`)).status).toBe(404);
  });

  it('counts link guesses per address: a flood of them is refused before the database', async () => {
    const flood = await startServer({
      backend,
      smtpUrl: app.sink.url,
      env: { INVOICE_LINK_RATE_LIMIT: '5' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await fetch(`${flood.url}/orders/${unique('g').padEnd(32, 'x')}`)).status);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      // The agreement page opened for an order shows its buyer: it counts with the order links,
      // however the request is spelled, while the page alone is not held back.
      const targets = [
        `/agreement?order=${'B'.repeat(32)}`,
        '/agreement?order=ECS-ORD-2026-000001',
        `/agreement.data?order=${'B'.repeat(32)}`,
        `/%61greement?%6frder=${'B'.repeat(32)}`,
        `/%6frders/${'B'.repeat(32)}`,
        `/blog/../orders/${'B'.repeat(32)}`,
        `/blog/%2e%2e/invoices/${'B'.repeat(32)}`,
      ];
      const refused: Record<string, number> = {};
      for (const target of targets) refused[target] = await verbatimGet(flood.url, target);
      expect(refused).toEqual(Object.fromEntries(targets.map((target) => [target, 429])));
      expect((await fetch(`${flood.url}/agreement`)).status).toBe(200);
    } finally {
      await flood.dispose();
    }
  });

  it('answers an order number on the agreement page exactly as a number no order has', async () => {
    const placed = await placeOrder();
    const token = placed.orderPage.slice('/orders/'.length);
    const unknownNumber = `ECS-ORD-${placed.reference.slice(8, 12)}-999999`;
    /** The page, with what differs from one request to the next (the nonce, the value asked). */
    const answerFor = async (value: string) => {
      const answer = await get(`/agreement?order=${encodeURIComponent(value)}`);
      const html = (await answer.text())
        .replace(/nonce="[^"]*"/g, 'nonce=""')
        .replaceAll(value, '(asked)');
      return {
        status: answer.status,
        cache: answer.headers.get('cache-control'),
        robots: answer.headers.get('x-robots-tag'),
        html,
      };
    };
    const existing = await answerFor(placed.reference);
    // A number that exists, one that does not and a made-up token: one answer.
    expect(await answerFor(unknownNumber)).toEqual(existing);
    expect(await answerFor('A'.repeat(32))).toEqual(existing);
    expect(existing.status).toBe(200);
    expect(existing.html).toContain('We could not find the order this link is for.');
    expect(existing.html).not.toContain(placed.name);
    expect(existing.html).not.toContain(placed.email);
    // The private link itself opens the order, and is never indexed or kept either.
    const opened = await answerFor(token);
    expect(opened.html.replaceAll('<!-- -->', '')).toContain(
      `You are signing for order <strong>${placed.reference}</strong>`,
    );
    for (const answer of [existing, opened]) {
      expect(answer.robots).toBe('noindex');
      expect(answer.cache).toBe('private, no-store');
      expect(answer.html).toContain('<meta name="robots" content="noindex"/>');
    }
    // The agreement page alone is an ordinary public page.
    const plain = await get('/agreement');
    expect(plain.headers.get('x-robots-tag')).toBeNull();
    expect(await plain.text()).not.toContain('<meta name="robots" content="noindex"/>');
  });

  it('prefills the agreement from the order link and ties the signed agreement to the order', async () => {
    const placed = await placeOrder();
    const form = await pageText(placed.agreementPage);
    expect(form).toContain(`You are signing for order <strong>${placed.reference}</strong>`);
    expect(form).toContain(`value="${placed.email}"`);
    expect(form).toContain(`value="${placed.name}"`);

    const { status, result } = await signFor(placed);
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true });
    const reference = String(result.reference);

    const page = await pageText(placed.orderPage);
    expect(page).toContain(`Signed agreement ${reference}`);
    expect(page).toContain('We are preparing your invoice');
    const pdf = await get(`${placed.orderPage}/agreements/${reference}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const etag = pdf.headers.get('etag')!;
    expect(
      (await get(`${placed.orderPage}/agreements/${reference}.pdf`, { 'if-none-match': etag }))
        .status,
    ).toBe(304);

    const file = await orderFile(placed.reference);
    expect(file.journey.stage).toBe('signed');
    expect(file.agreements.map((a) => a.reference)).toEqual([reference]);
    expect(file.events.map((e) => e.action)).toEqual(['placed', 'agreement-signed']);
  });

  it('refuses an agreement for an order that does not exist, with a message by the field', async () => {
    const placed = await placeOrder();
    const { status, result } = await signFor({ ...placed, reference: 'ECS-ORD-1999-999999' });
    expect(status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      errors: { orderNumber: expect.stringMatching(/could not find this order/) },
    });
  });

  it('sends the client their link again on request, to their address only, and records it', async () => {
    const placed = await placeOrder();
    await app.sink.waitFor((m) => m.envelope.to.includes(placed.email));
    const answer = await api(app.server, 'POST', `/api/orders/${placed.reference}/resend-link`, {
      token: app.staff.token,
    });
    expect(answer.status).toBe(200);
    const mails = await app.sink.waitFor(
      (m) => m.envelope.to.includes(placed.email) && m.subject.includes(placed.reference),
      2,
    );
    const resent = mails.at(-1)!;
    expect(resent.envelope.to).toEqual([placed.email]);
    expect(resent.text).toMatch(absolute(placed.orderPage));
    const file = await orderFile(placed.reference);
    expect(file.events.at(-1)).toMatchObject({ action: 'link-resent', actorName: 'Marcus Hale' });
  });

  it('keeps the staff view and its actions behind sign-in, and a visitor cannot tie an invoice', async () => {
    const placed = await placeOrder();
    for (const [method, path] of [
      ['GET', `/api/orders/${placed.reference}`],
      ['GET', `/api/orders/${placed.reference}/invoice-draft`],
      ['POST', `/api/orders/${placed.reference}/cancel`],
      ['POST', `/api/orders/${placed.reference}/resend-link`],
    ] as const)
      expect(
        (await api(app.server, method, path, method === 'POST' ? { body: { reason: 'x' } } : {}))
          .status,
        path,
      ).toBe(401);
    expect(
      (await api(app.server, 'GET', '/api/orders/ECS-ORD-2026-999999', { token: app.staff.token }))
        .status,
    ).toBe(404);
    expect(
      (await api(app.server, 'GET', '/api/orders/not-a-number', { token: app.staff.token })).status,
    ).toBe(404);

    // A visitor naming the order in the builder gets a draft for review, tied to nothing.
    const { data } = await postAction<InvoiceSubmissionResult>(app.server, '/invoice', {
      issuedDate: today,
      dueDate: '',
      representativeName: 'Someone',
      representativeEmail: 'someone@example.com',
      representativePhone: '+1 000 000 0000',
      clientName: 'Mallory',
      clientCompany: '',
      address: 'Somewhere',
      clientEmail: 'mallory@example.com',
      services: [{ service: 'seo-analysis', plan: 'Basic Plan', discount: 0 }],
      orderNumber: placed.reference,
    });
    if (!data.ok) throw new Error(JSON.stringify(data));
    const [row] = await queryDb<{ order_id: string | null }>(
      app.server,
      'select order_id from invoices where number = ?',
      [Number(data.number.replace('ECS-', ''))],
    );
    expect(row!.order_id).toBeNull();
  });
});
