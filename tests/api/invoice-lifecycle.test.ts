import { describe, expect, it } from 'vitest';
import { invoiceInput as sampleInvoice } from '~/domain/builders';
import { type InvoiceSubmissionResult } from '~/domain/invoice-form';
import type { InvoiceListItem } from '~/domain/invoice-status';
import { api, unknownId } from '~/tests/support/api';
import { execDb, queryDb } from '~/tests/support/db';
import { pdfText } from '~/tests/support/pdf';
import { postAction } from '~/tests/support/route-action';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';
import { SHARED_INBOX } from '~/tests/support/shared-servers';

/**
 * Invoices as documents (docs/product.md#invoice-pdf, #invoice-link, #invoice-lifecycle,
 * #dashboard-invoices): the PDF, its attachment to the emails, the hosted link, the statuses and
 * the staff list.
 */

const today = new Date().toISOString().slice(0, 10);
/** A person's browser: link checkers and bots do not count as a view of the hosted page. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const COMPANY = SHARED_INBOX;

const tag = () => Math.random().toString(36).slice(2, 8);

/** The sample invoice, issued today to a client (name, company and email) of its own. */
const invoiceInput = (overrides: Record<string, unknown> = {}) => {
  const id = tag();
  return {
    ...sampleInvoice({
      issuedDate: today,
      clientName: `Dana Whitfield ${id}`,
      clientCompany: `Northwind ${id}`,
      clientEmail: `dana.${id}@northwind.example`,
    }),
    ...overrides,
  };
};

type Receipt = Extract<InvoiceSubmissionResult, { ok: true }>;

interface InvoiceRow {
  id: string;
  token: string;
  status: string;
  sent_at: string | null;
  viewed_at: string | null;
  paid_at: string | null;
  voided_at: string | null;
}

describe.each(backends)('invoices as documents on %s', (backend) => {
  const app = useServer(backend, { shared: true, staff: { staff: {} } });

  /** Submits the builder's form: as a visitor, or as signed-in staff who send it at once. */
  async function submit(input = invoiceInput(), asStaff = false) {
    const { status, data } = await postAction<InvoiceSubmissionResult>(
      app.server,
      '/invoice',
      asStaff ? { ...input, staffToken: app.staff.token } : input,
      { asForm: true },
    );
    expect(status).toBe(200);
    if (!data.ok) throw new Error(`expected success, got ${JSON.stringify(data)}`);
    const [row] = await queryDb<InvoiceRow>(app.server, 'select * from invoices where number = ?', [
      Number(data.number.replace('ECS-', '')),
    ]);
    return { input, receipt: data as Receipt, row: row! };
  }

  const rowOf = async (id: string) =>
    (await queryDb<InvoiceRow>(app.server, 'select * from invoices where id = ?', [id]))[0]!;
  const openLink = (path: string, userAgent = BROWSER) =>
    fetch(`${app.server.url}${path}`, { headers: { 'user-agent': userAgent } });
  const staffPdf = (id: string, token?: string) =>
    fetch(`${app.server.url}/api/inbox/invoices/${id}/pdf`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('serves staff the stored invoice as a PDF whose text reads number, client, lines and total', async () => {
    const { input, receipt, row } = await submit();
    expect((await staffPdf(row.id)).status).toBe(401);
    expect((await staffPdf(unknownId(), app.staff.token)).status).toBe(404);

    const response = await staffPdf(row.id, app.staff.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${receipt.number}.pdf"`,
    );
    // Kept by the reader's browser only, and revalidated (docs/decisions/048-pdf-worker-pool.md).
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    for (const expected of [
      receipt.number,
      input.clientName,
      input.clientCompany,
      'Custom Software Solutions',
      'Social Media Marketing',
      // 2199 - 10 % (220) + 499 - 15 % (75) = 2403
      'Total $2,403',
    ])
      expect(text).toContain(expected);
  });

  it('attaches the PDF to the client email and the company copy, and gives the client the hosted link', async () => {
    const { input, receipt, row } = await submit(invoiceInput(), true);
    expect(receipt).toMatchObject({
      delivery: 'sent',
      link: `/invoices/${row.token}`,
      pdf: `/invoices/${row.token}/pdf`,
    });
    expect(row).toMatchObject({ status: 'sent', viewed_at: null });
    expect(row.sent_at).not.toBeNull();

    const mails = await app.sink.waitFor((m) => m.subject.includes(`${receipt.number} `), 3);
    const to = (address: string) => mails.find((m) => m.envelope.to[0] === address)!;
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf).toMatchObject({
        filename: `${receipt.number}.pdf`,
        contentType: 'application/pdf',
      });
      const { text } = await pdfText(new Uint8Array(pdf!.content));
      expect(text).toContain(receipt.number);
      expect(text).toContain(input.clientName);
      expect(text).toContain('Total $2,403');
    }
    const link = `${app.server.url.replace('127.0.0.1', 'localhost')}/invoices/${row.token}`;
    const client = to(input.clientEmail);
    expect(client.text).toContain(`View and download this invoice online: ${link}`);
    expect(client.html).toContain(`href="${link}"`);
    // Only the client is handed the link: their first visit is what "viewed" means.
    for (const other of [to(COMPANY), to('marcus@ecsdigital.example')]) {
      expect(other.text).not.toContain(row.token);
      expect(other.html).not.toContain(row.token);
    }
  });

  it("keeps a visitor's invoice a draft mailed (with its PDF) to the company inbox only", async () => {
    const { receipt, row } = await submit();
    expect(receipt.delivery).toBe('review');
    expect(row).toMatchObject({ status: 'draft', sent_at: null });
    const mails = await app.sink.waitFor(
      (m) => m.subject === `Invoice ${receipt.number} to review: $2,403`,
    );
    expect(mails.map((m) => m.envelope.to)).toEqual([[COMPANY]]);
    expect(mails[0]!.attachments.map((a) => a.filename)).toEqual([`${receipt.number}.pdf`]);
    expect(mails[0]!.text).not.toContain(row.token);

    // The visitor may open their draft's link; that is not the client's view.
    expect((await openLink(receipt.link)).status).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({ status: 'draft', viewed_at: null });
  });

  it('answers the hosted link without sign-in, never cached, and records the first view once', async () => {
    const { input, receipt, row } = await submit();
    const sent = await api(app.server, 'POST', `/api/inbox/invoices/${row.id}/send`, {
      token: app.staff.token,
    });
    expect(sent.status).toBe(202);
    const mails = await app.sink.waitFor(
      (m) => m.subject.includes(`${receipt.number} `) && m.envelope.to[0] === input.clientEmail,
    );
    expect(mails[0]!.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(mails[0]!.text).toContain(`/invoices/${row.token}`);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', viewed_at: null });

    // A link checker or mail scanner fetching it does not count.
    expect((await openLink(receipt.link, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).status).toBe(
      200,
    );
    expect((await rowOf(row.id)).viewed_at).toBeNull();

    const page = await openLink(receipt.link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('x-page-cache')).toBeNull();
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(input.clientName);
    expect(html).toMatch(/data-testid="invoice-total">\$2,403</);
    expect(html).toContain(`href="/invoices/${row.token}/pdf"`);

    const viewed = await rowOf(row.id);
    expect(viewed.status).toBe('viewed');
    expect(viewed.viewed_at).not.toBeNull();
    // The first view a minute earlier: a later visit that stamped it again would show at once.
    const firstView = new Date(Date.parse(viewed.viewed_at!) - 60_000).toISOString();
    await execDb(app.server, 'update invoices set viewed_at = ? where id = ?', [firstView, row.id]);
    expect((await openLink(receipt.link)).status).toBe(200);
    expect((await rowOf(row.id)).viewed_at).toBe(firstView);

    // Staff reading it in the dashboard do not count either.
    await api(app.server, 'GET', `/api/inbox/invoices/${row.id}`, { token: app.staff.token });
    expect((await rowOf(row.id)).viewed_at).toBe(firstView);

    const pdf = await openLink(receipt.pdf);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="${receipt.number}.pdf"`,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-cache');
    expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text).toContain(
      input.clientName,
    );
  });

  it('answers a wrong or malformed token with the 404 page', async () => {
    const { row } = await submit();
    const wrong = `${row.token.slice(0, -1)}${row.token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/invoices/${wrong}`, '/invoices/short', `/invoices/${row.token}x`]) {
      const page = await openLink(path);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Page not found');
    }
    expect((await openLink(`/invoices/${wrong}/pdf`)).status).toBe(404);
  });

  it('lets staff mark a sent invoice paid or void it, and refuses impossible moves with 409', async () => {
    const draft = (await submit()).row;
    const patch = (id: string, body: unknown, token: string | undefined = app.staff.token) =>
      api(app.server, 'PATCH', `/api/invoices/${id}`, { body, ...(token ? { token } : {}) });

    expect((await patch(draft.id, { status: 'paid' }, '')).status).toBe(401);
    expect((await patch(unknownId(), { status: 'paid' })).status).toBe(404);
    const bad = await patch(draft.id, { status: 'sent' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'Please correct the highlighted fields',
      errors: { status: 'Status must be paid or void' },
    });

    // A draft has not reached the client: it cannot be paid yet, but it can be voided.
    const early = await patch(draft.id, { status: 'paid' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/send it before marking it as paid/);
    const voided = await patch(draft.id, { status: 'void' });
    expect(voided.status).toBe(200);
    expect(voided.body.invoice).toMatchObject({ status: 'void', voidedAt: expect.any(String) });
    const voidToPaid = await patch(draft.id, { status: 'paid' });
    expect(voidToPaid.status).toBe(409);
    expect(voidToPaid.body.message).toMatch(/is void; it cannot be marked as paid/);
    expect((await patch(draft.id, { status: 'void' })).status).toBe(409);
    const resend = await api(app.server, 'POST', `/api/inbox/invoices/${draft.id}/send`, {
      token: app.staff.token,
    });
    expect(resend.status).toBe(409);
    expect(resend.body.message).toMatch(/is void; it cannot be sent/);
    expect(await rowOf(draft.id)).toMatchObject({ status: 'void', sent_at: null });

    // Sent, then paid: settled for good.
    const { row, receipt } = await submit(invoiceInput(), true);
    const paid = await patch(row.id, { status: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe(`Invoice ${receipt.number} is paid`);
    expect((await rowOf(row.id)).paid_at).not.toBeNull();
    const paidToVoid = await patch(row.id, { status: 'void' });
    expect(paidToVoid.status).toBe(409);
    expect(paidToVoid.body.message).toMatch(/is paid; it cannot be voided/);

    // The hosted page says so; a view after payment is still recorded, the status stays paid.
    const page = await (await openLink(receipt.link)).text();
    expect(page).toContain('This invoice was paid on');
    expect(await rowOf(row.id)).toMatchObject({ status: 'paid', viewed_at: expect.any(String) });

    const detail = await api(app.server, 'GET', `/api/inbox/invoices/${row.id}`, {
      token: app.staff.token,
    });
    expect(detail.body.item).toMatchObject({
      status: 'paid',
      token: row.token,
      sentAt: expect.any(String),
      paidAt: expect.any(String),
    });
  });

  it('lists invoices for staff only, searched by number or client and filtered by status', async () => {
    expect((await api(app.server, 'GET', '/api/invoices')).status).toBe(401);
    const marker = tag();
    const first = await submit(
      invoiceInput({
        clientName: `Priya Raman ${marker}`,
        clientEmail: `priya.${marker}@lakeside.example`,
      }),
    );
    const second = await submit(
      invoiceInput({
        clientName: `Omar Haddad ${marker}`,
        clientCompany: `Lakeside ${marker} Ltd`,
      }),
      true,
    );
    const list = async (query: string) => {
      const answer = await api(app.server, 'GET', `/api/invoices${query}`, {
        token: app.staff.token,
      });
      expect(answer.status).toBe(200);
      return answer.body as unknown as { items: InvoiceListItem[]; total: number; pages: number };
    };

    const byMarker = await list(`?q=${marker}`);
    expect(byMarker.items.map((i) => i.number)).toEqual([
      second.receipt.number,
      first.receipt.number,
    ]);
    expect(byMarker.total).toBe(2);
    expect(byMarker.items[0]).toMatchObject({
      clientName: `Omar Haddad ${marker}`,
      status: 'sent',
      total: '$2,403.00',
      totalCents: 240300,
      sentAt: expect.any(String),
      updatedAt: byMarker.items[0]!.sentAt,
    });

    expect((await list(`?q=PRIYA.${marker}@LAKESIDE`)).items.map((i) => i.number)).toEqual([
      first.receipt.number,
    ]);
    expect((await list(`?q=${encodeURIComponent(`lakeside ${marker} ltd`)}`)).items).toHaveLength(
      1,
    );
    for (const query of [first.receipt.number, first.receipt.number.replace('ECS-', '')])
      expect((await list(`?q=${query}`)).items.map((i) => i.number)).toContain(
        first.receipt.number,
      );
    // Wildcards are searched for as they are.
    expect((await list(`?q=${encodeURIComponent(`%${marker}_`)}`)).total).toBe(0);

    expect((await list(`?q=${marker}&status=draft`)).items.map((i) => i.number)).toEqual([
      first.receipt.number,
    ]);
    expect((await list(`?q=${marker}&status=sent`)).items.map((i) => i.number)).toEqual([
      second.receipt.number,
    ]);
    expect((await list(`?q=${marker}&status=paid`)).total).toBe(0);
    const everything = await list('?status=&page=1');
    expect(everything.total).toBeGreaterThanOrEqual(2);
    expect((await list('?page=999')).items).toEqual([]);

    const refused = await api(app.server, 'GET', '/api/invoices?status=lost&page=0', {
      token: app.staff.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      status: 'Status must be draft, sent, viewed, paid or void',
      page: 'Page must be at least 1',
    });
  });
});
