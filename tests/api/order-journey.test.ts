import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderInvoiceDraft, StaffOrderFile } from '~/domain/order-journey';
import type { InvoiceSubmissionResult } from '~/domain/invoice-form';
import { api, createStaff, login, unique } from '~/tests/support/api';
import { execDb, queryDb } from '~/tests/support/db';
import { postForm, signaturePng } from '~/tests/support/forms';
import { decodeTurboStream, postAction } from '~/tests/support/route-action';
import { ADMIN, backends, startServer, type TestServer } from '~/tests/support/server';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp';

/**
 * The order as the one reference of a client's journey (docs/product.md#order-page): the private
 * page, the agreement and the invoice tied to the order, the staff actions and their audit trail,
 * on both databases.
 */

const INBOX = 'orders@test.ecs';
const today = new Date().toISOString().slice(0, 10);

interface Placed {
  reference: string;
  orderPage: string;
  agreementPage: string;
  emailed: boolean;
}

describe.each(backends)('the order journey on %s', (backend) => {
  let server: TestServer;
  let sink: SmtpSink;
  let staff: string;
  let otherStaff: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({
      backend,
      smtpUrl: sink.url,
      companyInbox: INBOX,
      env: { FORM_RATE_LIMIT: '1000', INVOICE_LINK_RATE_LIMIT: '1000', OVERLOAD_MAX_LAG_MS: '0' },
    });
    const admin = await login(server, ADMIN.email, ADMIN.password);
    staff = (await createStaff(server, admin, { firstName: 'Marcus', lastName: 'Hale' })).token;
    otherStaff = (await createStaff(server, admin, { firstName: 'Rosa', lastName: 'Diaz' })).token;
  });
  afterAll(async () => {
    await server?.dispose();
    await sink?.stop();
  });

  /** Places an order through checkout, as the browser's fetcher does. */
  async function placeOrder(planIds = ['1', '6']) {
    const name = `Dana ${unique('o')}`;
    const email = `${unique('buyer')}@northwind.example`;
    const answer = await postForm(
      server,
      '/checkout',
      { name, email, planIds, website: '' },
      { data: true },
    );
    expect(answer.status).toBe(200);
    const placed = (await decodeTurboStream(answer.text)) as { ok: true } & Placed;
    expect(placed.ok).toBe(true);
    return { name, email, ...placed };
  }

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  /** A page's HTML without the markers React puts between adjacent pieces of text. */
  const pageText = async (path: string) =>
    (await (await get(path)).text()).replaceAll('<!-- -->', '');
  /** An absolute link to this path, on whatever host the server calls itself. */
  const absolute = (path: string) => new RegExp(`https?://[^/\\s"]+${path}(?![\\w-])`);
  const orderFile = async (number: string, token = staff) => {
    const answer = await api(server, 'GET', `/api/orders/${number}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.order as unknown as StaffOrderFile;
  };

  async function signFor(placed: Awaited<ReturnType<typeof placeOrder>>) {
    const answer = await postForm(
      server,
      '/agreement',
      {
        name: placed.name,
        phone: '+1 832 555 0199',
        email: placed.email,
        agreeToTerms: 'on',
        signature: await signaturePng(),
        orderNumber: placed.reference,
        website: '',
      },
      { data: true },
    );
    return {
      status: answer.status,
      result: (await decodeTurboStream(answer.text)) as Record<string, unknown>,
    };
  }

  async function invoiceOrder(orderNumber: string, token = staff) {
    const draftAnswer = await api(server, 'GET', `/api/orders/${orderNumber}/invoice-draft`, {
      token,
    });
    expect(draftAnswer.status).toBe(200);
    const draft = draftAnswer.body.draft as unknown as OrderInvoiceDraft;
    const { status, data } = await postAction<InvoiceSubmissionResult>(server, '/invoice', {
      issuedDate: today,
      dueDate: '',
      representativeName: 'Marcus Hale',
      representativeEmail: 'marcus@ecsdigital.example',
      representativePhone: '+1 (832) 555-0148',
      clientName: draft.clientName,
      clientCompany: 'Northwind',
      address: '400 Commerce St\nHouston, TX',
      clientEmail: draft.clientEmail,
      services: draft.services.map(({ service, plan, discount }) => ({ service, plan, discount })),
      staffToken: token,
      orderNumber,
    });
    expect(status).toBe(200);
    if (!data.ok) throw new Error(`invoice refused: ${JSON.stringify(data)}`);
    const [row] = await queryDb<{ id: string; order_id: string | null; total_cents: number }>(
      server,
      'select id, order_id, total_cents from invoices where number = ?',
      [Number(data.number.replace('ECS-', ''))],
    );
    return { draft, receipt: data, row: row! };
  }

  it('gives every order a private page, linked from checkout and from the buyer’s email', async () => {
    const placed = await placeOrder();
    expect(placed.orderPage).toMatch(/^\/orders\/[A-Za-z0-9_-]{32}$/);
    expect(placed.agreementPage).toBe(
      `/agreement?order=${placed.orderPage.slice('/orders/'.length)}`,
    );
    const [mail] = await sink.waitFor((m) => m.envelope.to.includes(placed.email));
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
      smtpUrl: sink.url,
      env: { INVOICE_LINK_RATE_LIMIT: '5' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await fetch(`${flood.url}/orders/${unique('g').padEnd(32, 'x')}`)).status);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await flood.dispose();
    }
  });

  it('prefills the agreement from the order link and ties the signed agreement to the order', async () => {
    const placed = await placeOrder();
    const form = await pageText(placed.agreementPage);
    expect(form).toContain(`You are signing for order <strong>${placed.reference}</strong>`);
    expect(form).toContain(`value="${placed.email}"`);
    expect(form).toContain(`value="${placed.name}"`);
    // By number alone the page names the order but never who placed it.
    const byNumber = await pageText(`/agreement?order=${placed.reference}`);
    expect(byNumber).toContain(placed.reference);
    expect(byNumber).not.toContain(placed.email);

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

  /** A service of its own with a monthly and a one-off plan, so prices can change freely. */
  async function ownService() {
    const admin = await login(server, ADMIN.email, ADMIN.password);
    const title = `Journey ${unique('s')}`;
    const created = await api(server, 'POST', '/api/services', {
      token: admin,
      body: {
        title,
        description: 'A service whose prices change.',
        longDescription: '<p>Prices change.</p>',
        bgImageUrl: '/images/services/software-solutions.svg',
        thumbnailImageUrl: '/images/services/software-solutions-detail-1.svg',
      },
    });
    expect(created.status).toBe(201);
    const service = created.body.service as { _id: string; url: string };
    const inputs = [
      {
        title: 'Basic Plan',
        description: 'Monthly care.',
        priceCents: 49_900,
        prevPriceCents: 0,
        billing: 'monthly',
        features: [],
      },
      {
        title: 'Premium Plan',
        description: 'Built once.',
        priceCents: 169_750,
        prevPriceCents: 0,
        billing: 'one-off',
        features: [],
      },
    ];
    const saved = await api(server, 'PUT', `/api/services/${service._id}/plans`, {
      token: admin,
      body: { plans: inputs },
    });
    expect(saved.status).toBe(200);
    const plans = saved.body.plans as { id: number; priceCents: number }[];
    const raisePrices = async () => {
      const raised = await api(server, 'PUT', `/api/services/${service._id}/plans`, {
        token: admin,
        body: {
          plans: plans.map((plan, index) => ({
            ...inputs[index]!,
            id: plan.id,
            priceCents: Math.round(plan.priceCents * 1.1),
          })),
        },
      });
      expect(raised.status).toBe(200);
    };
    const remove = async () =>
      expect(
        (await api(server, 'DELETE', `/api/services/${service._id}`, { token: admin })).status,
      ).toBe(200);
    return {
      title,
      slug: service.url,
      planIds: plans.map((plan) => String(plan.id)),
      raisePrices,
      remove,
    };
  }

  it('invoices an order at its sold prices, ties the invoice and moves the timeline to paid', async () => {
    const service = await ownService();
    const placed = await placeOrder(service.planIds);
    await signFor(placed);
    // A price change after the sale does not reach the order's invoice.
    await service.raisePrices();
    const { draft, receipt, row } = await invoiceOrder(placed.reference);
    expect(draft).toMatchObject({
      clientName: placed.name,
      clientEmail: placed.email,
      representativeName: 'Marcus Hale',
    });
    expect(draft.services).toEqual([
      { service: service.slug, plan: 'Basic Plan', price: 49_900, discount: 0 },
      { service: service.slug, plan: 'Premium Plan', price: 169_750, discount: 0 },
    ]);
    // Invoice prices are whole dollars: $1,697.50 is billed as $1,698.
    expect(row.total_cents).toBe(219_700);
    expect(receipt.delivery).toBe('sent');
    const [order] = await queryDb<{ id: string }>(
      server,
      'select id from orders where order_number = ?',
      [placed.reference],
    );
    expect(row.order_id).toBe(order!.id);

    let page = await pageText(placed.orderPage);
    expect(page).toContain(`Invoice ${receipt.number}`);
    expect(page).toContain(`Pay invoice ${receipt.number}`);
    expect(page).toContain('$2,196.50');

    // Two staff mark it paid at once: one succeeds, the other is told it already is.
    const [first, second] = await Promise.all([
      api(server, 'PATCH', `/api/invoices/${row.id}`, { token: staff, body: { status: 'paid' } }),
      api(server, 'PATCH', `/api/invoices/${row.id}`, {
        token: otherStaff,
        body: { status: 'paid' },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const file = await orderFile(placed.reference);
    expect(file.journey.stage).toBe('paid');
    expect(file.events.filter((e) => e.action === 'invoice-paid')).toHaveLength(1);
    expect(file.events.map((e) => e.action)).toEqual([
      'placed',
      'agreement-signed',
      'invoice-created',
      'invoice-sent',
      'invoice-paid',
    ]);
    expect(file.events.find((e) => e.action === 'invoice-sent')!.actorName).toBe('Marcus Hale');
    page = await pageText(placed.orderPage);
    expect(page).toContain('Paid in full');

    // The ties survive a restart: a new process, the same database.
    const before = server.process.pid;
    await server.restart();
    expect(server.process.pid).not.toBe(before);
    expect((await orderFile(placed.reference)).invoices.map((i) => i.number)).toEqual([
      receipt.number,
    ]);
  });

  it('keeps an order whole when its service is deleted, and the invoice when the order is removed', async () => {
    const service = await ownService();
    const placed = await placeOrder(service.planIds);
    const { row } = await invoiceOrder(placed.reference);
    await service.remove();
    const page = await pageText(placed.orderPage);
    expect(page).toContain(service.title);
    expect(page).toContain('$2,196.50');
    expect((await orderFile(placed.reference)).invoices).toHaveLength(1);

    // An operator removing the order leaves its invoice, untied, and takes its audit trail.
    const [order] = await queryDb<{ id: string }>(
      server,
      'select id from orders where order_number = ?',
      [placed.reference],
    );
    await execDb(server, 'delete from orders where id = ?', [order!.id]);
    const [invoice] = await queryDb<{ order_id: string | null }>(
      server,
      'select order_id from invoices where id = ?',
      [row.id],
    );
    expect(invoice!.order_id).toBeNull();
    const [events] = await queryDb<{ n: number }>(
      server,
      'select count(*) as n from order_events where order_id = ?',
      [order!.id],
    );
    expect(Number(events!.n)).toBe(0);
    expect((await get(placed.orderPage)).status).toBe(404);
  });

  it('lets staff cancel once, with a reason the client reads, and refuses to sign or invoice it', async () => {
    const placed = await placeOrder();
    expect(
      (
        await api(server, 'POST', `/api/orders/${placed.reference}/cancel`, {
          token: staff,
          body: {},
        })
      ).status,
    ).toBe(400);
    const [first, second] = await Promise.all([
      api(server, 'POST', `/api/orders/${placed.reference}/cancel`, {
        token: staff,
        body: { reason: 'The client asked to stop.' },
      }),
      api(server, 'POST', `/api/orders/${placed.reference}/cancel`, {
        token: otherStaff,
        body: { reason: 'Duplicate order.' },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const file = await orderFile(placed.reference);
    expect(file.journey.stage).toBe('cancelled');
    expect(file.events.filter((e) => e.action === 'cancelled')).toHaveLength(1);
    const page = await pageText(placed.orderPage);
    expect(page).toContain('This order was cancelled');
    expect(page).toContain(file.cancelReason!);
    expect(page).not.toContain('Sign the agreement</a>');

    const { status, result } = await signFor(placed);
    expect(status).toBe(400);
    expect(JSON.stringify(result)).toContain('was cancelled');
    expect(
      (await api(server, 'GET', `/api/orders/${placed.reference}/invoice-draft`, { token: staff }))
        .status,
    ).toBe(409);
  });

  it('sends the client their link again on request, to their address only, and records it', async () => {
    const placed = await placeOrder();
    await sink.waitFor((m) => m.envelope.to.includes(placed.email));
    const answer = await api(server, 'POST', `/api/orders/${placed.reference}/resend-link`, {
      token: staff,
    });
    expect(answer.status).toBe(200);
    const mails = await sink.waitFor(
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
        (await api(server, method, path, method === 'POST' ? { body: { reason: 'x' } } : {}))
          .status,
        path,
      ).toBe(401);
    expect(
      (await api(server, 'GET', '/api/orders/ECS-ORD-2026-999999', { token: staff })).status,
    ).toBe(404);
    expect((await api(server, 'GET', '/api/orders/not-a-number', { token: staff })).status).toBe(
      404,
    );

    // A visitor naming the order in the builder gets a draft for review, tied to nothing.
    const { data } = await postAction<InvoiceSubmissionResult>(server, '/invoice', {
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
      server,
      'select order_id from invoices where number = ?',
      [Number(data.number.replace('ECS-', ''))],
    );
    expect(row!.order_id).toBeNull();
  });
});
