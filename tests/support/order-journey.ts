import { expect } from 'vitest';
import { invoiceInput } from '~/domain/builders';
import type { InvoiceSubmissionResult } from '~/domain/invoice-form';
import type { OrderInvoiceDraft, StaffOrderFile } from '~/domain/order-journey';
import { api, unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm, signaturePng } from '~/tests/support/forms';
import { decodeTurboStream, postAction } from '~/tests/support/route-action';
import type { ServerFixture, UseServerOptions } from '~/tests/support/use-server';

const INBOX = 'orders@test.ecs';
export const today = new Date().toISOString().slice(0, 10);

interface Placed {
  reference: string;
  orderPage: string;
  agreementPage: string;
  emailed: boolean;
}

/** A server for the journey: mail to a sink, limits the suites do not reach. */
export const journeyServerOptions = {
  mail: true,
  companyInbox: INBOX,
  env: { FORM_RATE_LIMIT: '1000', INVOICE_LINK_RATE_LIMIT: '1000', OVERLOAD_MAX_LAG_MS: '0' },
} satisfies UseServerOptions<never>;

/** The steps of an order's journey, on the fixture's server and as its staff account `staff`. */
export function orderJourney(app: Pick<ServerFixture<'staff'>, 'server' | 'staff'>) {
  /** Places an order through checkout, as the browser's fetcher does. */
  async function placeOrder(planIds = ['1', '6']) {
    const name = `Dana ${unique('o')}`;
    const email = `${unique('buyer')}@northwind.example`;
    const answer = await postForm(
      app.server,
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
    fetch(`${app.server.url}${path}`, { headers, redirect: 'manual' });
  /** A page's HTML without the markers React puts between adjacent pieces of text. */
  const pageText = async (path: string) =>
    (await (await get(path)).text()).replaceAll('<!-- -->', '');
  /** An absolute link to this path, on whatever host the server calls itself. */
  const absolute = (path: string) => new RegExp(`https?://[^/\\s"]+${path}(?![\\w-])`);
  const orderFile = async (number: string, token = app.staff.token) => {
    const answer = await api(app.server, 'GET', `/api/orders/${number}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.order as unknown as StaffOrderFile;
  };

  async function signFor(placed: Awaited<ReturnType<typeof placeOrder>>) {
    const answer = await postForm(
      app.server,
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

  /** The invoice builder prefilled from the order, as staff open it. */
  async function invoiceDraft(orderNumber: string, token = app.staff.token) {
    const draftAnswer = await api(app.server, 'GET', `/api/orders/${orderNumber}/invoice-draft`, {
      token,
    });
    expect(draftAnswer.status).toBe(200);
    return draftAnswer.body.draft as unknown as OrderInvoiceDraft;
  }

  async function invoiceOrder(orderNumber: string, token = app.staff.token) {
    const draft = await invoiceDraft(orderNumber, token);
    const { status, data } = await postAction<InvoiceSubmissionResult>(
      app.server,
      '/invoice',
      orderInvoiceForm(draft, orderNumber, token),
    );
    expect(status).toBe(200);
    if (!data.ok) throw new Error(`invoice refused: ${JSON.stringify(data)}`);
    const [row] = await queryDb<{ id: string; order_id: string | null; total_cents: number }>(
      app.server,
      'select id, order_id, total_cents from invoices where number = ?',
      [Number(data.number.replace('ECS-', ''))],
    );
    return { draft, receipt: data, row: row! };
  }
  return { placeOrder, get, pageText, absolute, orderFile, signFor, invoiceDraft, invoiceOrder };
}

/** The invoice builder's fields for an order, from its draft, as staff post them. */
export function orderInvoiceForm(
  draft: OrderInvoiceDraft,
  orderNumber: string,
  staffToken: string,
) {
  return {
    ...invoiceInput({
      issuedDate: today,
      clientName: draft.clientName,
      clientCompany: 'Northwind',
      clientEmail: draft.clientEmail,
      services: draft.services.map(({ service, plan, discount }) => ({ service, plan, discount })),
    }),
    staffToken,
    orderNumber,
  };
}
