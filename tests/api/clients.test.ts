import { describe, expect, it } from 'vitest';
import { invoiceInput } from '~/domain/builders';
import type { ClientFile, ClientListPage, ClientSummary } from '~/domain/client';
import type { InvoiceSubmissionResult } from '~/domain/invoice-form';
import { api, unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm, signaturePng } from '~/tests/support/forms';
import { decodeTurboStream, postAction } from '~/tests/support/route-action';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/**
 * The Clients screen's API (docs/product.md#dashboard-clients): one client per email address,
 * whatever its letter case, across messages, orders, agreements, inquiries and invoices; the
 * totals invoiced and paid; search, paging and access, on both databases.
 */

const today = new Date().toISOString().slice(0, 10);

describe.each(backends)('clients on %s', (backend) => {
  const app = useServer(backend, { shared: true, staff: { staff: {} } });

  const listClients = async (query: Record<string, string>) => {
    const answer = await api(app.server, 'GET', `/api/clients?${new URLSearchParams(query)}`, {
      token: app.staff.token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as ClientListPage;
  };
  const clientFile = async (email: string) => {
    const answer = await api(app.server, 'GET', `/api/clients/${encodeURIComponent(email)}`, {
      token: app.staff.token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.client as ClientFile;
  };

  async function sendMessage(name: string, email: string) {
    const answer = await postForm(
      app.server,
      '/contact',
      { name, email, message: 'We would like a new website.', website: '' },
      { data: true },
    );
    expect(answer.status).toBe(200);
    expect(await decodeTurboStream(answer.text)).toMatchObject({ ok: true });
  }

  async function placeOrder(name: string, email: string) {
    const answer = await postForm(
      app.server,
      '/checkout',
      { name, email, planIds: ['1', '6'], website: '' },
      { data: true },
    );
    expect(answer.status).toBe(200);
    const placed = (await decodeTurboStream(answer.text)) as { ok: boolean; reference: string };
    expect(placed.ok).toBe(true);
    return placed.reference;
  }

  async function sign(name: string, email: string, orderNumber: string) {
    const answer = await postForm(
      app.server,
      '/agreement',
      {
        name,
        email,
        phone: '+1 832 555 0199',
        agreeToTerms: 'on',
        signature: await signaturePng(),
        orderNumber,
        website: '',
      },
      { data: true },
    );
    expect(answer.status).toBe(200);
    const signed = (await decodeTurboStream(answer.text)) as { ok: boolean; reference: string };
    expect(signed.ok).toBe(true);
    return signed.reference;
  }

  async function inquire(name: string, email: string, company: string) {
    const answer = await postForm(
      app.server,
      '/dedicatedResources/content-writer',
      { name, email, company, message: 'Two writers for our blog.', resource: 'content-writer' },
      { data: true },
    );
    expect(answer.status).toBe(200);
    expect(await decodeTurboStream(answer.text)).toMatchObject({ ok: true });
  }

  /** An invoice through the builder: a visitor's draft, or sent at once by staff. */
  async function invoice(
    client: { name: string; company: string; email: string },
    { sent }: { sent: boolean },
  ) {
    const { status, data } = await postAction<InvoiceSubmissionResult>(app.server, '/invoice', {
      ...invoiceInput({
        issuedDate: today,
        clientName: client.name,
        clientCompany: client.company,
        clientEmail: client.email,
        services: [{ service: 'seo-analysis', plan: 'Basic Plan', discount: 0 }],
      }),
      ...(sent ? { staffToken: app.staff.token } : {}),
    });
    expect(status).toBe(200);
    if (!data.ok) throw new Error(`invoice refused: ${JSON.stringify(data)}`);
    const [row] = await queryDb<{ id: string; total_cents: number }>(
      app.server,
      'select id, total_cents from invoices where number = ?',
      [Number(data.number.replace('ECS-', ''))],
    );
    return { number: data.number, id: row!.id, totalCents: Number(row!.total_cents) };
  }

  const settle = async (id: string, status: 'paid' | 'void') => {
    const answer = await api(app.server, 'PATCH', `/api/invoices/${id}`, {
      token: app.staff.token,
      body: { status },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  it('groups every kind under one address whatever its case, with totals of sent and paid invoices only', async () => {
    const id = unique('c');
    const email = `dana.${id}@northwind.example`;
    const shouting = email.toUpperCase();
    const mixed = `Dana.${id}@NorthWind.Example`;

    await sendMessage(`Dana ${id}`, shouting);
    const orderNumber = await placeOrder(`Dana W ${id}`, mixed);
    const reference = await sign(`Dana Whitfield ${id}`, email, orderNumber);
    await inquire(`Dana Whitfield ${id}`, mixed, `Northwind Labs ${id}`);
    const client = { name: `Dana Whitfield ${id}`, company: `Northwind ${id}`, email: mixed };
    const draft = await invoice(client, { sent: false });
    const sent = await invoice(client, { sent: true });
    const paid = await invoice(client, { sent: true });
    await settle(paid.id, 'paid');
    const voided = await invoice(client, { sent: true });
    await settle(voided.id, 'void');
    const latest = await invoice(
      { name: `Dana Whitfield-Hale ${id}`, company: '', email: ` ${shouting} ` },
      { sent: true },
    );

    const list = await listClients({ q: id });
    expect(list.total).toBe(1);
    const [row] = list.items;
    expect(row).toEqual<ClientSummary>({
      email,
      // The latest record's name; the latest company given (the last invoice gave none).
      name: `Dana Whitfield-Hale ${id}`,
      company: `Northwind ${id}`,
      counts: { messages: 1, orders: 1, agreements: 1, inquiries: 1, invoices: 5 },
      invoicedCents: sent.totalCents + paid.totalCents + latest.totalCents,
      paidCents: paid.totalCents,
      latestAt: expect.any(String) as string,
    });
    expect(draft.totalCents).toBeGreaterThan(0);
    const [newest] = await queryDb<{ created_at: string }>(
      app.server,
      'select created_at from invoices where id = ?',
      [latest.id],
    );
    expect(row!.latestAt).toBe(newest!.created_at);

    // The client's page, asked for in any case, holds all nine records, newest first.
    const file = await clientFile(mixed);
    expect(file).toMatchObject({
      email,
      invoicedCents: row!.invoicedCents,
      paidCents: paid.totalCents,
    });
    expect(file.activity).toHaveLength(9);
    const times = file.activity.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(file.activity[0]).toMatchObject({ kind: 'invoices', id: latest.id, status: 'sent' });
    expect(file.activity.map((item) => item.kind).sort()).toEqual(
      [
        'agreements',
        'inquiries',
        'invoices',
        'invoices',
        'invoices',
        'invoices',
        'invoices',
        'messages',
        'orders',
      ].sort(),
    );
    const statuses = Object.fromEntries(
      file.activity.flatMap((item) => (item.kind === 'invoices' ? [[item.id, item.status]] : [])),
    );
    expect(statuses).toEqual({
      [draft.id]: 'draft',
      [sent.id]: 'sent',
      [paid.id]: 'paid',
      [voided.id]: 'void',
      [latest.id]: 'sent',
    });
    const order = file.activity.find((item) => item.kind === 'orders');
    const [orderRow] = await queryDb<{ id: string; total_cents: number }>(
      app.server,
      'select id, total_cents from orders where order_number = ?',
      [orderNumber],
    );
    // Signed for, not yet invoiced: the order's own stage.
    expect(order).toMatchObject({
      id: orderRow!.id,
      orderNumber,
      totalCents: Number(orderRow!.total_cents),
      stage: 'signed',
    });
    expect(file.activity.find((item) => item.kind === 'agreements')).toMatchObject({
      reference,
      orderNumber,
    });
    expect(file.activity.find((item) => item.kind === 'inquiries')).toMatchObject({
      company: `Northwind Labs ${id}`,
      resource: 'Content Writer',
    });
    // Each id opens its record in the Inbox.
    for (const item of file.activity) {
      const detail = await api(app.server, 'GET', `/api/inbox/${item.kind}/${item.id}`, {
        token: app.staff.token,
      });
      expect(detail.status, `${item.kind} ${item.id}`).toBe(200);
    }
  });

  it('finds a client by part of a name, address or company, or by a whole order or invoice number', async () => {
    const id = unique('s');
    const email = `rosa.${id}@harbor.example`;
    const orderNumber = await placeOrder(`Rosa Diaz ${id}`, email);
    const sent = await invoice(
      { name: `Rosa Diaz ${id}`, company: `Harbor Freight ${id}`, email },
      { sent: true },
    );
    const found = async (q: string) => (await listClients({ q })).items.map((c) => c.email);

    expect(await found(`rosa diaz ${id}`.toUpperCase())).toEqual([email]);
    expect(await found(`${id}@HARBOR`)).toEqual([email]);
    expect(await found(`freight ${id}`)).toEqual([email]);
    expect(await found(orderNumber.toLowerCase())).toEqual([email]);
    expect(await found(sent.number)).toContain(email);
    expect(await found(sent.number.replace('ECS-', ''))).toContain(email);
    expect(await found(`nobody-${id}`)).toEqual([]);
    // Part of a number is not a number.
    expect(await found(orderNumber.slice(0, -1))).not.toContain(email);
  });

  it('matches % and _ in a search as themselves', async () => {
    const id = unique('p');
    const literal = `promo.${id}@deals.example`;
    const lookalike = `other.${id}@deals.example`;
    await sendMessage(`Promo ${id} 50%_off`, literal);
    // Would match `50%_off` if % and _ were wildcards.
    await sendMessage(`Promo ${id} 50 xyoff`, lookalike);

    const both = await listClients({ q: `Promo ${id}` });
    expect(both.items.map((c) => c.email).sort()).toEqual([literal, lookalike].sort());
    const exact = await listClients({ q: `${id} 50%_off` });
    expect(exact.items.map((c) => c.email)).toEqual([literal]);
    expect((await listClients({ q: `${id} 50_` })).total).toBe(0);
    expect((await listClients({ q: `${id}%` })).total).toBe(0);
  });

  it('pages 20 clients at a time, latest activity first', async () => {
    const id = unique('g');
    const emails: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      const email = `page${i}.${id}@clients.example`;
      emails.push(email);
      await sendMessage(`Pager ${id} ${i}`, email);
    }
    const first = await listClients({ q: `Pager ${id}` });
    expect(first).toMatchObject({ total: 23, page: 1, limit: 20, pages: 2 });
    expect(first.items).toHaveLength(20);
    const second = await listClients({ q: `Pager ${id}`, page: '2' });
    expect(second).toMatchObject({ total: 23, page: 2, pages: 2 });
    expect(second.items).toHaveLength(3);
    // The newest first: the reverse of the order they wrote in.
    expect([...first.items, ...second.items].map((c) => c.email)).toEqual([...emails].reverse());
    // Past the end: no client, and still the count.
    expect(await listClients({ q: `Pager ${id}`, page: '3' })).toMatchObject({
      items: [],
      total: 23,
    });
    expect(await listClients({ q: `Nobody ${id}` })).toMatchObject({ items: [], total: 0 });

    const all = await listClients({});
    expect(all.total).toBeGreaterThanOrEqual(23);
    expect(all.items[0]!.latestAt >= all.items.at(-1)!.latestAt).toBe(true);

    const bad = await api(app.server, 'GET', '/api/clients?page=0', { token: app.staff.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ page: 'Page must be at least 1' });
  });

  it('answers 401 without a sign-in and 404 for an address nobody used', async () => {
    for (const path of ['/api/clients', '/api/clients/someone%40example.com']) {
      const answer = await api(app.server, 'GET', path);
      expect(answer.status, path).toBe(401);
    }
    const unknown = await api(
      app.server,
      'GET',
      `/api/clients/${encodeURIComponent(`${unique('n')}@nowhere.example`)}`,
      { token: app.staff.token },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Client not found');
    const tooLong = await api(app.server, 'GET', `/api/clients/${'a'.repeat(300)}`, {
      token: app.staff.token,
    });
    expect(tooLong.status).toBe(404);
  });
});
