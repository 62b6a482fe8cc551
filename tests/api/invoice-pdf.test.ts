import { describe, expect, it } from 'vitest';
import { type InvoiceSubmissionResult } from '~/domain/invoice-form';
import { invoiceRows } from '~/domain/builders';
import { MAX_INVOICE_LINES } from '~/domain/invoice';
import { execDb, queryDb } from '~/tests/support/db';
import { uniqueInvoiceInput } from '~/tests/support/factories';
import { pdfText } from '~/tests/support/pdf';
import { postAction } from '~/tests/support/route-action';
import { metric } from '~/tests/support/metrics';
import { backends, type TestServer } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/**
 * Invoice PDFs drawn in worker threads, once per version of an invoice
 * (docs/decisions/048-pdf-worker-pool.md): ETags and 304s, HEAD, no second drawing, a new version
 * after a change, the bounded queue (503, while sends wait), the hosted link's rate limit (429),
 * and a server that keeps answering while PDFs are drawn.
 */

const tag = () => Math.random().toString(36).slice(2, 8);

/** An invoice of the most lines allowed: the longest PDF to draw (two pages). */
const longInvoice = () => uniqueInvoiceInput({ services: invoiceRows(MAX_INVOICE_LINES) });

interface InvoiceRow {
  id: string;
  token: string;
  client_company: string;
}

async function submit(server: TestServer, input = longInvoice()) {
  const { status, data } = await postAction<InvoiceSubmissionResult>(server, '/invoice', input, {
    asForm: true,
  });
  expect(status).toBe(200);
  if (!data.ok) throw new Error(`expected success, got ${JSON.stringify(data)}`);
  const [row] = await queryDb<InvoiceRow>(server, 'select * from invoices where number = ?', [
    Number(data.number.replace('ECS-', '')),
  ]);
  return { input, row: row!, pdf: data.pdf, link: data.link };
}

const drawings = (server: TestServer) => metric(server, 'pdf_draws_total', 'outcome="drawn"');

/** A request as if from another client address (the proxy on loopback is trusted by default). */
const from = (address: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': address, ...headers },
});

// Start-up draws no PDF from the database: SQLite only.
describe('with PDF_WARM_UP unset, as in production', () => {
  // The harness sets it to false for every other server.
  const app = useServer('sqlite', { env: { PDF_WARM_UP: undefined } });

  it('draws the warm-up invoice before the server is ready', async () => {
    // Ready only once a worker has started and drawn it: the server's first drawing.
    expect(await drawings(app.server)).toBe(1);
  });
});

describe('with PDF_WARM_UP=false', () => {
  const app = useServer('sqlite', { env: { PDF_WARM_UP: 'false' } });

  it('draws nothing before it is ready; the first PDF asked for starts a worker and is drawn', async () => {
    expect(await drawings(app.server)).toBe(0);
    const { input, pdf } = await submit(app.server, uniqueInvoiceInput());
    expect(await drawings(app.server)).toBe(1);
    const answer = await fetch(`${app.server.url}${pdf}`);
    expect(answer.status).toBe(200);
    expect((await pdfText(new Uint8Array(await answer.arrayBuffer()))).text).toContain(
      input.clientCompany,
    );
  });
});

describe.each(backends)('invoice PDFs on %s', (backend) => {
  const app = useServer(backend, {
    env: { FORM_RATE_LIMIT: '1000', OVERLOAD_MAX_LAG_MS: '0', INVOICE_LINK_RATE_LIMIT: '1000' },
    staff: { staff: {} },
  });

  const get = (url: string, init: RequestInit = {}) => fetch(`${app.server.url}${url}`, init);
  const staffPdf = (id: string, headers: Record<string, string> = {}) =>
    get(`/api/inbox/invoices/${id}/pdf`, {
      headers: { authorization: `Bearer ${app.staff.token}`, ...headers },
    });

  it('draws a PDF once: the one drawn for the emails is the one every reader gets, with its ETag', async () => {
    const before = await drawings(app.server);
    const { input, row, pdf } = await submit(app.server);
    // The emails' PDF, drawn before the invoice was stored, is kept with it.
    expect(await drawings(app.server)).toBe(before + 1);

    const first = await get(pdf);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(first.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes);
    expect(text).toContain(input.clientName);
    expect(text).toContain(input.clientCompany);
    expect(pages).toBe(2);

    const second = await get(pdf);
    expect(second.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    // Staff download the very same file.
    const download = await staffPdf(row.id);
    expect(download.status).toBe(200);
    expect(download.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(await drawings(app.server)).toBe(before + 1);
    expect(
      await metric(app.server, 'invoice_pdfs_served_total', 'source="memory"'),
    ).toBeGreaterThanOrEqual(3);
    const [stored] = await queryDb<{ version: string; size: number }>(
      app.server,
      'select version, size from invoice_pdfs where invoice_id = ?',
      [row.id],
    );
    expect(`"${stored!.version}"`).toBe(etag);
    expect(Number(stored!.size)).toBe(bytes.length);
  });

  it('answers If-None-Match with 304 and HEAD with the headers alone', async () => {
    const { row, pdf } = await submit(app.server);
    const etag = (await get(pdf, { method: 'HEAD' })).headers.get('etag')!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const cached = await get(pdf, { headers: { 'if-none-match': tag } });
      expect(cached.status).toBe(304);
      expect(cached.headers.get('etag')).toBe(etag);
      expect(cached.headers.get('cache-control')).toBe('private, no-cache');
      expect(await cached.text()).toBe('');
    }
    const staffCached = await staffPdf(row.id, { 'if-none-match': etag });
    expect(staffCached.status).toBe(304);
    expect((await get(pdf, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    const full = await get(pdf);
    const length = (await full.arrayBuffer()).byteLength;
    for (const head of [
      await get(pdf, { method: 'HEAD' }),
      await staffPdf(row.id).then(() =>
        get(`/api/inbox/invoices/${row.id}/pdf`, {
          method: 'HEAD',
          headers: { authorization: `Bearer ${app.staff.token}` },
        }),
      ),
    ]) {
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('application/pdf');
      expect(head.headers.get('content-length')).toBe(String(length));
      expect(head.headers.get('etag')).toBe(etag);
      expect(await head.text()).toBe('');
    }
  });

  it('draws a new version, with a new ETag, once the invoice changes', async () => {
    const { row, pdf } = await submit(app.server);
    const old = (await get(pdf)).headers.get('etag')!;
    const before = await drawings(app.server);
    await execDb(app.server, 'update invoices set client_company = ? where id = ?', [
      'Contoso Freight',
      row.id,
    ]);

    const changed = await get(pdf, { headers: { 'if-none-match': old } });
    expect(changed.status).toBe(200);
    const etag = changed.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(etag).not.toBe(old);
    expect((await pdfText(new Uint8Array(await changed.arrayBuffer()))).text).toContain(
      'Contoso Freight',
    );
    expect(await drawings(app.server)).toBe(before + 1);
    expect((await get(pdf)).headers.get('etag')).toBe(etag);
    expect((await staffPdf(row.id)).headers.get('etag')).toBe(etag);
    expect(await drawings(app.server)).toBe(before + 1);
    // One row per invoice: the latest version replaced the first.
    const stored = await queryDb<{ version: string }>(
      app.server,
      'select version from invoice_pdfs where invoice_id = ?',
      [row.id],
    );
    expect(stored.map((r) => `"${r.version}"`)).toEqual([etag]);
  });

  it('keeps answering /healthz while many PDFs are being drawn', async () => {
    const invoices = [];
    for (let i = 0; i < 6; i++) invoices.push(await submit(app.server));
    // New versions: every one of them must be drawn again.
    for (const { row } of invoices)
      await execDb(app.server, 'update invoices set client_company = ? where id = ?', [
        `Edited ${tag()}`,
        row.id,
      ]);
    const before = await drawings(app.server);
    let drawing = true;
    const downloads = Promise.all(
      invoices
        .flatMap(({ pdf }) => [get(pdf), get(pdf)])
        .map(async (answer) => (await answer).status),
    ).finally(() => (drawing = false));
    // The health probe answers all the while the drawings run.
    const probes: number[] = [];
    do probes.push((await get('/healthz')).status);
    while (drawing);
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.every((status) => status === 200)).toBe(true);
    expect(await downloads).toEqual(Array(12).fill(200));
    // Two readers of one new version share one drawing.
    expect(await drawings(app.server)).toBe(before + invoices.length);
  });
});

describe.each(backends)('a busy or flooded hosted link on %s', (backend) => {
  const LIMIT = 8;
  const app = useServer(backend, {
    env: {
      FORM_RATE_LIMIT: '1000',
      OVERLOAD_MAX_LAG_MS: '0',
      INVOICE_LINK_RATE_LIMIT: String(LIMIT),
      // One worker and no waiting: a second reader's drawing at once is refused.
      PDF_WORKERS: '1',
      PDF_QUEUE: '0',
    },
    staff: { staff: {} },
  });

  const get = (url: string, init: RequestInit = {}) => fetch(`${app.server.url}${url}`, init);

  it('refuses a reader with 503 and Retry-After while the PDF queue is full; sends wait', async () => {
    const invoices = [];
    for (let i = 0; i < 8; i++) invoices.push(await submit(app.server));
    for (const { row } of invoices)
      await execDb(app.server, 'update invoices set client_company = ? where id = ?', [
        `Edited ${tag()}`,
        row.id,
      ]);
    const answers = await Promise.all(
      invoices.map(({ pdf }, index) => get(pdf, from(`203.0.113.${index + 1}`))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const refused = answers.find((answer) => answer.status === 503)!;
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.text()).toMatch(/try again in a few seconds/);
    expect(await metric(app.server, 'pdf_draws_total', 'outcome="refused"')).toBeGreaterThanOrEqual(
      1,
    );

    // Sends of changed invoices need drawings too; they wait for the one worker, never refused.
    const more = [];
    for (let i = 0; i < 3; i++) more.push(await submit(app.server));
    for (const { row } of more)
      await execDb(app.server, 'update invoices set client_company = ? where id = ?', [
        `Resent ${tag()}`,
        row.id,
      ]);
    const sends = await Promise.all(
      more.map(({ row }) =>
        fetch(`${app.server.url}/api/inbox/invoices/${row.id}/send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${app.staff.token}` },
        }),
      ),
    );
    expect(sends.map((send) => send.status)).toEqual([202, 202, 202]);
  });

  it('limits the hosted link per client address with 429 and Retry-After', async () => {
    const { link, pdf } = await submit(app.server);
    const client = from('198.51.100.7');
    for (let i = 0; i < LIMIT / 2; i++) {
      expect((await get(link, client)).status).toBe(200);
      expect((await get(pdf, client)).status).toBe(200);
    }
    for (const url of [link, pdf]) {
      const refused = await get(url, client);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
      expect(await refused.text()).toMatch(/Too many invoice requests/);
    }
    // Another address is not affected.
    expect((await get(pdf, from('198.51.100.8'))).status).toBe(200);
  });
});
