import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { agreementTermsSha256 } from '~/server/agreements/agreement-terms';
import { unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm, signaturePng } from '~/tests/support/forms';
import { backends } from '~/tests/support/server';
import { INBOX, rowCounter } from '~/tests/support/submissions';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('public form submissions on %s', (backend) => {
  const app = useServer(backend, { shared: true });

  const count = rowCounter(() => app.server);

  describe('agreement', () => {
    /** Posts a filled-in agreement signed with `png` (and any field given). */
    const signWith = (png: Buffer, fields: { name?: string; email?: string } = {}) =>
      postForm(
        app.server,
        '/agreement',
        {
          name: 'Dana',
          phone: '+1 832 555 0199',
          email: 'd@x.io',
          agreeToTerms: 'on',
          signature: `data:image/png;base64,${png.toString('base64')}`,
          ...fields,
        },
        { data: true },
      );

    it('stores the evidence and emails the company and the client with the signature inline', async () => {
      const signature = await signaturePng();
      const name = `Signer ${unique('a')}`;
      const email = `${unique('signer')}@northwind.example`;
      const answer = await postForm(
        app.server,
        '/agreement',
        { name, phone: '+1 832 555 0199', email, agreeToTerms: 'on', signature, website: '' },
        { data: true },
      );
      expect(answer.status).toBe(200);
      const reference = /ECS-AGR-\d{4}-\d{6}/.exec(answer.text)?.[0];
      expect(reference).toBeTruthy();

      const [row] = await queryDb<Record<string, unknown>>(
        app.server,
        'select * from agreements where reference = ?',
        [reference],
      );
      expect(row).toMatchObject({
        name,
        phone: '+1 832 555 0199',
        email,
        terms_sha256: agreementTermsSha256(),
        user_agent: 'ecs-tests/1.0',
      });
      expect(row!.terms_sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.ip).toBeTruthy();
      expect(Date.now() - Date.parse(row!.signed_at as string)).toBeLessThan(60_000);
      // Stored as a fresh PNG of the same drawing: same size, same pixels.
      const stored = Buffer.from(row!.signature_png as Uint8Array);
      const sent = Buffer.from(signature.split(',')[1]!, 'base64');
      expect(await sharp(stored).metadata()).toMatchObject({
        format: 'png',
        width: 600,
        height: 150,
      });
      expect(
        (await sharp(stored).raw().toBuffer()).equals(await sharp(sent).raw().toBuffer()),
      ).toBe(true);

      const [company] = await app.sink.waitFor(
        (m) => m.envelope.to.includes(INBOX) && m.subject.includes(reference!),
      );
      const [client] = await app.sink.waitFor((m) => m.envelope.to.includes(email));
      expect(company!.replyTo).toBe(email);
      expect(client!.subject).toBe(`Your signed agreement with ECS Digital (${reference})`);
      for (const mail of [company!, client!]) {
        const image = mail.attachments.find((a) => a.contentType === 'image/png');
        expect(image?.cid).toBeTruthy();
        expect(mail.html).toContain(`src="cid:${image!.cid}"`);
        expect(image!.content.equals(stored)).toBe(true);
        expect(mail.text).toContain(`Phone: +1 832 555 0199`);
      }
    });

    it('links an agreement signed from an order confirmation to that order', async () => {
      const signature = await signaturePng();
      const order = await postForm(
        app.server,
        '/checkout',
        { name: 'Dana Order', email: 'dana-order@northwind.example', planIds: ['4'] },
        { data: true },
      );
      const orderNumber = /ECS-ORD-\d{4}-\d{6}/.exec(order.text)![0];
      const sign = (fields: Record<string, string>) =>
        postForm(
          app.server,
          '/agreement',
          {
            name: 'Dana Order',
            phone: '+1 832 555 0199',
            email: `${unique('signer')}@northwind.example`,
            agreeToTerms: 'on',
            signature,
            ...fields,
          },
          { data: true },
        );
      const linked = await sign({ orderNumber });
      expect(linked.status).toBe(200);
      const reference = /ECS-AGR-\d{4}-\d{6}/.exec(linked.text)![0];
      const [row] = await queryDb<{ order_number: string | null }>(
        app.server,
        'select order_number from agreements where reference = ?',
        [reference],
      );
      expect(row!.order_number).toBe(orderNumber);
      const [company] = await app.sink.waitFor(
        (m) => m.envelope.to.includes(INBOX) && m.subject.includes(reference),
      );
      expect(company!.text).toContain(`Order: ${orderNumber}`);

      // A well-formed number of no order is refused at its field, and nothing is stored or sent;
      // so is a malformed one.
      const before = await count('agreements');
      const unknown = await sign({ orderNumber: 'ECS-ORD-2026-999999' });
      expect(unknown.status).toBe(400);
      expect(unknown.text).toContain(
        'We could not find this order number. Check the link in your order confirmation email.',
      );
      expect(await count('agreements')).toBe(before);
      const malformed = await sign({ orderNumber: 'drop table' });
      expect(malformed.status).toBe(400);
      expect(malformed.text).toContain('This is not an order number');
      // The same number sent by a page without JavaScript: refused on the page, nothing stored.
      const page = await postForm(app.server, '/agreement', {
        name: 'Dana Order',
        phone: '+1 832 555 0199',
        email: `${unique('signer')}@northwind.example`,
        agreeToTerms: 'on',
        signature,
        orderNumber: 'ECS-ORD-2026-999999',
      });
      expect(page.status).toBe(400);
      expect(page.text).toContain('We could not find this order number.');
      expect(page.text).not.toContain('Your signed order has been received');
      expect(await count('agreements')).toBe(before);
    });

    it('offers no signing against a link that names no order, with or without scripts', async () => {
      for (const order of ['ECS-ORD-2026-999999', 'x'.repeat(32), 'nonsense']) {
        const response = await fetch(`${app.server.url}/agreement?order=${order}`);
        expect(response.status, order).toBe(200);
        const html = await response.text();
        expect(html, order).toContain('We could not find the order this link is for.');
        expect(html, order).toContain('Open your order page');
        // No form to sign, so no thank-you for an order that does not exist.
        expect(html, order).not.toContain('id="agreement-form"');
        expect(html, order).not.toContain('Place Order');
        expect(html, order).not.toContain('Signing this agreement needs JavaScript');
      }
      // The agreement on its own is still signed on /agreement.
      expect(await (await fetch(`${app.server.url}/agreement`)).text()).toContain(
        'id="agreement-form"',
      );
    });

    it('requires a signature, the terms and valid contact details', async () => {
      const before = await count('agreements');
      const empty = await postForm(
        app.server,
        '/agreement',
        { name: '', phone: '', email: '' },
        { data: true },
      );
      expect(empty.status).toBe(400);
      for (const message of [
        'Name is required',
        'Phone is required',
        'Email is required',
        'You must agree to the terms',
        'Please sign in the box above',
      ])
        expect(empty.text).toContain(message);

      const notPng = await signWith(randomBytes(200));
      expect(notPng.status).toBe(400);
      expect(notPng.text).toContain('Please sign in the box above');

      // A PNG header with something else behind it, or a PNG far bigger than a signature box.
      const png = Buffer.from((await signaturePng()).split(',')[1]!, 'base64');
      const disguised = Buffer.concat([
        png.subarray(0, 8),
        Buffer.from('<script>alert(1)</script>'),
      ]);
      const huge = await sharp({
        create: { width: 6000, height: 6000, channels: 3, background: '#fff' },
      })
        .png()
        .toBuffer();
      for (const bytes of [disguised, huge]) {
        const refused = await signWith(bytes);
        expect(refused.status).toBe(400);
        expect(refused.text).toContain('Please sign in the box above');
      }
      expect(await count('agreements')).toBe(before);
    });

    it('refuses signatures without real ink: one pixel, a blank or white pad, a single dot', async () => {
      const before = await count('agreements');
      const outboxBefore = await count('outbox_emails');
      const png = (image: sharp.Sharp) => image.png().toBuffer();
      const blank = (background: sharp.RGBA) =>
        sharp({ create: { width: 600, height: 150, channels: 4, background } });
      const dot = await png(
        blank({ r: 255, g: 255, b: 255, alpha: 1 }).composite([
          {
            input: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle cx="2" cy="2" r="2"/></svg>',
            ),
            left: 298,
            top: 73,
          },
        ]),
      );
      const images = {
        onePixel: await png(
          sharp({ create: { width: 1, height: 1, channels: 4, background: '#000' } }),
        ),
        transparent: await png(blank({ r: 0, g: 0, b: 0, alpha: 0 })),
        white: await png(blank({ r: 255, g: 255, b: 255, alpha: 1 })),
        dot,
      };
      for (const [kind, bytes] of Object.entries(images)) {
        const email = `${unique(kind.toLowerCase())}@northwind.example`;
        const refused = await signWith(bytes, { name: 'Blank Signer', email });
        expect(refused.status, kind).toBe(400);
        expect(refused.text, kind).toContain('Please sign in the box above');
      }
      expect(await count('agreements')).toBe(before);
      expect(await count('outbox_emails')).toBe(outboxBefore);
    });
  });
});
