import { describe, expect, it } from 'vitest';
import { agreementTermsSha256 } from '~/server/agreements/agreement-terms';
import { unique, unknownId } from '~/tests/support/api';
import { execDb, queryDb } from '~/tests/support/db';
import { postForm, signaturePng } from '~/tests/support/forms';
import { pdfText } from '~/tests/support/pdf';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';
import { SHARED_INBOX } from '~/tests/support/shared-servers';

/**
 * A signed agreement's PDF (docs/product.md#agreement-pdf): drawn once when it is signed, attached
 * to both emails, kept, and downloaded by staff with its ETag; one signed before PDFs were kept is
 * drawn when first asked for.
 */

const INBOX = SHARED_INBOX;

const flat = (text: string) => text.replace(/\s+/gu, ' ');

describe.each(backends)('signed agreement PDFs on %s', (backend) => {
  const app = useServer(backend, { shared: true, staff: { staff: {} } });

  const download = (id: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${app.server.url}/api/inbox/agreements/${id}/pdf`, {
      method,
      headers: { authorization: `Bearer ${app.staff.token}`, ...headers },
    });

  async function sign() {
    const name = `Signer ${unique('p')}`;
    const email = `${unique('signer')}@northwind.example`;
    const answer = await postForm(
      app.server,
      '/agreement',
      {
        name,
        phone: '+1 832 555 0199',
        email,
        agreeToTerms: 'on',
        signature: await signaturePng(),
        website: '',
      },
      { data: true },
    );
    expect(answer.status).toBe(200);
    const reference = /ECS-AGR-\d{4}-\d{6}/.exec(answer.text)?.[0];
    if (!reference) throw new Error(`no reference in ${answer.text.slice(0, 300)}`);
    const [row] = await queryDb<{ id: string; ip: string; signed_at: string }>(
      app.server,
      'select id, ip, signed_at from agreements where reference = ?',
      [reference],
    );
    return { name, email, reference, id: row!.id, ip: row!.ip };
  }

  it('attaches the PDF to both emails and serves staff that very file, with its ETag', async () => {
    const { name, email, reference, id, ip } = await sign();

    // Queued with the agreement: both emails carry the signature inline and the PDF.
    const queued = await queryDb<{ kind: string; filename: string; content_type: string }>(
      app.server,
      `select e.kind, a.filename, a.content_type from outbox_attachments a
         join outbox_emails e on e.id = a.email_id
        where e.submission_id = ? order by e.kind, a.position`,
      [id],
    );
    const filename = `agreement-${reference}.pdf`;
    expect(queued).toEqual([
      { kind: 'agreement', filename: 'signature.png', content_type: 'image/png' },
      { kind: 'agreement', filename, content_type: 'application/pdf' },
      { kind: 'agreement-copy', filename: 'signature.png', content_type: 'image/png' },
      { kind: 'agreement-copy', filename, content_type: 'application/pdf' },
    ]);

    const [kept] = await queryDb<{ sha256: string; size: number }>(
      app.server,
      'select sha256, size from agreement_pdfs where agreement_id = ?',
      [id],
    );
    expect(kept!.sha256).toMatch(/^[0-9a-f]{64}$/);

    const first = await download(id);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBe(`"${kept!.sha256}"`);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(first.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.length).toBe(Number(kept!.size));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = flat((await pdfText(bytes)).text);
    for (const expected of [
      'Service agreement',
      reference,
      'Evidence of signature',
      name,
      email,
      '+1 832 555 0199',
      ip,
      'ecs-tests/1.0',
      agreementTermsSha256(),
      ' UTC',
    ])
      expect(text, expected).toContain(expected);

    // The emails as delivered carry the same bytes.
    const mails = [
      ...(await app.sink.waitFor(
        (m) => m.envelope.to.includes(INBOX) && m.subject.includes(reference),
      )),
      ...(await app.sink.waitFor((m) => m.envelope.to.includes(email))),
    ];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const image = mail.attachments.find((a) => a.contentType === 'image/png');
      expect(mail.html).toContain(`src="cid:${image!.cid}"`);
      const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
      expect(pdf?.filename).toBe(filename);
      expect(pdf!.content.equals(bytes)).toBe(true);
    }

    // Revalidation: the same ETag is a 304 without a body; HEAD answers the headers alone.
    for (const tag of [etag!, `W/${etag}`, `"other", ${etag}`]) {
      const cached = await download(id, { 'if-none-match': tag });
      expect(cached.status).toBe(304);
      expect(cached.headers.get('etag')).toBe(etag);
      expect(await cached.text()).toBe('');
    }
    expect((await download(id, { 'if-none-match': '"other"' })).status).toBe(200);
    const head = await download(id, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(await head.text()).toBe('');
    const again = await download(id);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a visitor (401) and answers 404 for an agreement that does not exist', async () => {
    const { id } = await sign();
    const anonymous = await fetch(`${app.server.url}/api/inbox/agreements/${id}/pdf`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { message: string }).message).toBe('Please sign in again');
    const forged = await fetch(`${app.server.url}/api/inbox/agreements/${id}/pdf`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.status).toBe(401);
    for (const missing of [unknownId(), 'not-an-id']) {
      const answer = await download(missing);
      expect(answer.status, missing).toBe(404);
      expect(((await answer.json()) as { message: string }).message).toBe('Agreement not found');
    }
  });

  it('draws the PDF of an agreement kept without one when first asked for, and keeps it', async () => {
    const { id, reference, name } = await sign();
    await execDb(app.server, 'delete from agreement_pdfs where agreement_id = ?', [id]);
    const first = await download(id);
    expect(first.status).toBe(200);
    const bytes = Buffer.from(await first.arrayBuffer());
    const text = flat((await pdfText(bytes)).text);
    expect(text).toContain(reference);
    expect(text).toContain(name);
    expect(text).toContain(agreementTermsSha256());
    const [kept] = await queryDb<{ sha256: string }>(
      app.server,
      'select sha256 from agreement_pdfs where agreement_id = ?',
      [id],
    );
    expect(first.headers.get('etag')).toBe(`"${kept!.sha256}"`);
    const second = await download(id);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
