import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementTermsSha256 } from '~/server/submissions/agreement';
import { unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm, signaturePng, type FormFields } from '~/tests/support/forms';
import { backends, startServer, type TestServer } from '~/tests/support/server';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp';

const INBOX = 'inbox@test.ecs';
const FIX_FIELDS = 'Please correct the highlighted fields';

describe.each(backends)('public form submissions on %s', (backend) => {
  let server: TestServer;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({
      backend,
      smtpUrl: sink.url,
      companyInbox: INBOX,
      env: { FORM_RATE_LIMIT: '1000', MAIL_RETRY_BASE_MS: '200' },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await sink?.stop();
  });

  const count = async (table: string, where = '1 = 1', params: unknown[] = []) =>
    Number(
      (
        await queryDb<{ n: number }>(
          server,
          `select count(*) as n from ${table} where ${where}`,
          params,
        )
      )[0]!.n,
    );

  describe('contact form', () => {
    it('stores the message with the selected plan and emails the company inbox, reply-to the visitor', async () => {
      const name = `Dana ${unique('c')}`;
      const answer = await postForm(
        server,
        '/contact',
        {
          name,
          email: 'dana@northwind.example',
          message: 'We need <b>help</b>\nwith SEO.',
          planId: '8',
          website: '',
        },
        { data: true },
      );
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Email sent successfully!');
      const [row] = await queryDb<Record<string, unknown>>(
        server,
        'select * from contact_messages where name = ?',
        [name],
      );
      expect(row).toMatchObject({
        email: 'dana@northwind.example',
        message: 'We need <b>help</b>\nwith SEO.',
        plan_id: 8,
        plan_summary: 'Standard Plan for SEO Analysis ($997 per month)',
        user_agent: 'ecs-tests/1.0',
      });
      expect(row!.ip).toBeTruthy();

      const [mail] = await sink.waitFor((m) => m.subject.includes(name));
      expect(mail!.envelope.to).toEqual([INBOX]);
      expect(mail!.replyTo).toBe('dana@northwind.example');
      expect(mail!.subject).toBe(`New message from ${name} about the Standard Plan (SEO Analysis)`);
      expect(mail!.text).toContain('We need <b>help</b>');
      expect(mail!.html).toContain('We need &lt;b&gt;help&lt;/b&gt;<br/>with SEO.');
      expect(mail!.html).not.toContain('<b>help</b>');
      const [email] = await queryDb<{ message_id: string; status: string }>(
        server,
        'select message_id, status from outbox_emails where submission_id = ?',
        [row!.id],
      );
      expect(mail!.messageId).toBe(email!.message_id);
    });

    it('answers 400 with one message per field and stores nothing (also without JavaScript)', async () => {
      const before = await count('contact_messages');
      const document = await postForm(server, '/contact', { name: ' ', email: 'dana@' });
      expect(document.status).toBe(400);
      expect(document.text).toContain('Name is required');
      expect(document.text).toContain('Enter a valid email address');
      // The page comes back with what was typed, so nothing has to be entered twice.
      expect(document.text).toMatch(/<input[^>]*value="dana@"/);

      const data = await postForm(server, '/contact', { email: '' }, { data: true });
      expect(data.status).toBe(400);
      expect(data.text).toContain('Name is required');
      expect(data.text).toContain('Email is required');
      expect(data.text).toContain(FIX_FIELDS);
      expect(await count('contact_messages')).toBe(before);
    });

    it('shows the result in the page when the form is posted without JavaScript', async () => {
      const answer = await postForm(server, '/contact', {
        name: `No Script ${unique('n')}`,
        email: 'noscript@northwind.example',
        message: 'Plain HTML form',
      });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Email sent successfully!');
    });

    it('gives a filled honeypot a fake success and stores and sends nothing', async () => {
      const name = `Bot ${unique('b')}`;
      const answer = await postForm(
        server,
        '/contact',
        { name, email: 'bot@spam.example', website: 'https://spam.example' },
        { data: true },
      );
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Email sent successfully!');
      expect(await count('contact_messages', 'name = ?', [name])).toBe(0);
      expect(await count('outbox_emails', 'subject like ?', [`%${name}%`])).toBe(0);
    });

    it('refuses NUL characters and oversized bodies without a 500', async () => {
      const nul = await postForm(
        server,
        '/contact',
        { name: 'A\u0000B', email: 'a@b.io' },
        { data: true },
      );
      expect(nul.status).toBe(400);
      expect(nul.text).toContain('Contains an invalid character');
      const big = await postForm(server, '/contact', {
        name: 'Big',
        email: 'big@b.io',
        message: 'x'.repeat(70 * 1024),
      });
      expect(big.status).toBe(413);
    });
  });

  describe('checkout', () => {
    it('prices the order from the catalogue, numbers it and emails the buyer and the company', async () => {
      const name = `Buyer ${unique('o')}`;
      const email = `${unique('buyer')}@northwind.example`;
      const answer = await postForm(
        server,
        '/checkout',
        // Prices, titles and totals sent by a browser are ignored; only plan ids count.
        { name, email, planIds: ['1', '6', '1'], price: '1', total: '0.01', website: '' },
        { data: true },
      );
      expect(answer.status).toBe(200);
      const orderNumber = /ECS-ORD-\d{4}-\d{6}/.exec(answer.text)?.[0];
      expect(orderNumber).toMatch(new RegExp(`^ECS-ORD-${new Date().getUTCFullYear()}-\\d{6}$`));

      const [order] = await queryDb<Record<string, unknown>>(
        server,
        'select * from orders where order_number = ?',
        [orderNumber],
      );
      expect(order).toMatchObject({ name, email, total_cents: 379_800, currency: 'USD' });
      expect(JSON.parse(order!.items as string)).toEqual([
        {
          planId: 1,
          title: 'Basic Plan',
          planFor: 'Social Media Marketing',
          billing: 'monthly',
          priceCents: 49_900,
          duration: 'per month',
        },
        {
          planId: 6,
          title: 'Premium Plan',
          planFor: 'Custom Software Solutions',
          billing: 'one-off',
          priceCents: 329_900,
          duration: 'per project',
        },
      ]);

      const [confirmation] = await sink.waitFor((m) => m.envelope.to.includes(email));
      expect(confirmation!.subject).toBe(`Your ECS Digital order ${orderNumber}`);
      expect(confirmation!.replyTo).toBe(INBOX);
      const [company] = await sink.waitFor(
        (m) => m.envelope.to.includes(INBOX) && m.subject.includes(orderNumber!),
      );
      expect(company!.subject).toBe(`New order ${orderNumber}: $3,798.00`);
      expect(company!.replyTo).toBe(email);
      for (const mail of [confirmation!, company!]) {
        expect(mail.text).toContain(`Name: ${name}`);
        expect(mail.text).toContain(`Email: ${email}`);
        expect(mail.text).toContain('Basic Plan, Social Media Marketing, $499.00 (per month)');
        expect(mail.text).toContain(
          'Premium Plan, Custom Software Solutions, $3,299.00 (per project)',
        );
        expect(mail.text).toContain('Total: $3,798.00');
      }
    });

    it('takes a simple something@something address, such as a@b or user@localhost', async () => {
      for (const email of ['a@b', 'user@localhost']) {
        const name = `Local ${unique('o')}`;
        const answer = await postForm(
          server,
          '/checkout',
          { name, email, planIds: ['2'] },
          { data: true },
        );
        expect(answer.status, email).toBe(200);
        const [order] = await queryDb<{ email: string }>(
          server,
          'select email from orders where name = ?',
          [name],
        );
        expect(order!.email).toBe(email);
      }
    });

    it('numbers orders one after another', async () => {
      const place = async () => {
        const answer = await postForm(
          server,
          '/checkout',
          { name: 'Seq', email: 'seq@northwind.example', planIds: ['2'] },
          { data: true },
        );
        return Number(/ECS-ORD-\d{4}-(\d{6})/.exec(answer.text)![1]);
      };
      const first = await place();
      expect(await place()).toBe(first + 1);
    });

    it('answers 400 with the checkout messages, for an empty cart and for unknown plans', async () => {
      const before = await count('orders');
      const missing = await postForm(server, '/checkout', { planIds: ['1'] }, { data: true });
      expect(missing.status).toBe(400);
      expect(missing.text).toContain('Name is required');
      expect(missing.text).toContain('Email is required');
      const invalid = await postForm(
        server,
        '/checkout',
        { name: 'Dana', email: 'dana-at-example', planIds: ['1'] },
        { data: true },
      );
      expect(invalid.status).toBe(400);
      expect(invalid.text).toContain('Invalid email format');
      const malformed = await postForm(
        server,
        '/checkout',
        { name: 'Dana', email: 'dana @example', planIds: ['1'] },
        { data: true },
      );
      expect(malformed.status).toBe(400);
      expect(malformed.text).toContain('Invalid email format');
      const empty = await postForm(
        server,
        '/checkout',
        { name: 'Dana', email: 'd@x.io' },
        { data: true },
      );
      expect(empty.status).toBe(400);
      expect(empty.text).toContain('Your cart is empty');
      const unknown = await postForm(
        server,
        '/checkout',
        { name: 'Dana', email: 'd@x.io', planIds: ['1', '999'] },
        { data: true },
      );
      expect(unknown.status).toBe(400);
      expect(unknown.text).toContain('A plan in your cart is no longer available');
      const junk = await postForm(
        server,
        '/checkout',
        { name: 'Dana', email: 'd@x.io', planIds: ['one'] },
        { data: true },
      );
      expect(junk.status).toBe(400);
      expect(await count('orders')).toBe(before);
    });
  });

  describe('agreement', () => {
    it('stores the evidence and emails the company and the client with the signature inline', async () => {
      const signature = await signaturePng();
      const name = `Signer ${unique('a')}`;
      const email = `${unique('signer')}@northwind.example`;
      const answer = await postForm(
        server,
        '/agreement',
        { name, phone: '+1 832 555 0199', email, agreeToTerms: 'on', signature, website: '' },
        { data: true },
      );
      expect(answer.status).toBe(200);
      const reference = /ECS-AGR-\d{4}-\d{6}/.exec(answer.text)?.[0];
      expect(reference).toBeTruthy();

      const [row] = await queryDb<Record<string, unknown>>(
        server,
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

      const [company] = await sink.waitFor(
        (m) => m.envelope.to.includes(INBOX) && m.subject.includes(reference!),
      );
      const [client] = await sink.waitFor((m) => m.envelope.to.includes(email));
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
        server,
        '/checkout',
        { name: 'Dana Order', email: 'dana-order@northwind.example', planIds: ['4'] },
        { data: true },
      );
      const orderNumber = /ECS-ORD-\d{4}-\d{6}/.exec(order.text)![0];
      const sign = (fields: Record<string, string>) =>
        postForm(
          server,
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
        server,
        'select order_number from agreements where reference = ?',
        [reference],
      );
      expect(row!.order_number).toBe(orderNumber);
      const [company] = await sink.waitFor(
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
    });

    it('requires a signature, the terms and valid contact details', async () => {
      const before = await count('agreements');
      const empty = await postForm(
        server,
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

      const notPng = await postForm(
        server,
        '/agreement',
        {
          name: 'Dana',
          phone: '+1 832 555 0199',
          email: 'd@x.io',
          agreeToTerms: 'on',
          signature: `data:image/png;base64,${randomBytes(200).toString('base64')}`,
        },
        { data: true },
      );
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
        const refused = await postForm(
          server,
          '/agreement',
          {
            name: 'Dana',
            phone: '+1 832 555 0199',
            email: 'd@x.io',
            agreeToTerms: 'on',
            signature: `data:image/png;base64,${bytes.toString('base64')}`,
          },
          { data: true },
        );
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
        const refused = await postForm(
          server,
          '/agreement',
          {
            name: 'Blank Signer',
            phone: '+1 832 555 0199',
            email,
            agreeToTerms: 'on',
            signature: `data:image/png;base64,${bytes.toString('base64')}`,
          },
          { data: true },
        );
        expect(refused.status, kind).toBe(400);
        expect(refused.text, kind).toContain('Please sign in the box above');
      }
      expect(await count('agreements')).toBe(before);
      expect(await count('outbox_emails')).toBe(outboxBefore);
    });
  });

  describe('dedicated-resource inquiry', () => {
    it('stores the inquiry and emails the company inbox', async () => {
      const name = `Hiring ${unique('i')}`;
      const answer = await postForm(
        server,
        '/dedicatedResources/seo-expert',
        {
          name,
          email: 'cto@northwind.example',
          phone: '',
          company: 'Northwind',
          message: 'We need an SEO expert for three months.',
          resource: 'seo-expert',
          website: '',
        },
        { data: true },
      );
      expect(answer.status).toBe(200);
      const [row] = await queryDb<Record<string, unknown>>(
        server,
        'select * from resource_inquiries where name = ?',
        [name],
      );
      expect(row).toMatchObject({
        resource: 'seo-expert',
        company: 'Northwind',
        email: 'cto@northwind.example',
      });
      const [mail] = await sink.waitFor((m) => m.subject.includes(name));
      expect(mail!.subject).toBe(`Quote request: SEO Expert from ${name}`);
      expect(mail!.envelope.to).toEqual([INBOX]);
      expect(mail!.replyTo).toBe('cto@northwind.example');
      expect(mail!.text).toContain('We need an SEO expert for three months.');
    });

    it('answers 400 with field errors, and 404 for an unknown resource page', async () => {
      const invalid = await postForm(
        server,
        '/dedicatedResources/seo-expert',
        { name: '', email: 'x', message: 'short', resource: 'seo-expert' },
        { data: true },
      );
      expect(invalid.status).toBe(400);
      expect(invalid.text).toContain('Name is required');
      expect(invalid.text).toContain('Tell us a little more about the role');
      const unknown = await postForm(server, '/dedicatedResources/astronaut', {
        name: 'A',
        email: 'a@b.io',
        message: 'Long enough message here',
        resource: 'seo-expert',
      });
      expect(unknown.status).toBe(404);
    });
  });
});

describe('rate limits on public forms', () => {
  const fields: FormFields = { name: 'Rate', email: 'rate@northwind.example', message: 'hello' };

  it('answers 429 next to the form past the limit, per form and per address', async () => {
    const server = await startServer({ env: { FORM_RATE_LIMIT: '3' } });
    try {
      for (let i = 0; i < 3; i++)
        expect((await postForm(server, '/contact', fields, { data: true })).status).toBe(200);
      const limited = await postForm(server, '/contact', fields, { data: true });
      expect(limited.status).toBe(429);
      expect(limited.text).toContain('Too many submissions from your network');
      expect(limited.headers.get('retry-after')).toBe('600');
      const page = await postForm(server, '/contact', fields);
      expect(page.status).toBe(429);
      expect(page.text).toContain('Too many submissions from your network');
      // Another form keeps its own count.
      const inquiry = await postForm(
        server,
        '/dedicatedResources/seo-expert',
        { ...fields, message: 'A long enough inquiry.', resource: 'seo-expert' },
        { data: true },
      );
      expect(inquiry.status).toBe(200);
      // Far past the limit the guard answers before the page runs.
      for (let i = 0; i < 6; i++) await postForm(server, '/contact', fields, { data: true });
      const blocked = await postForm(server, '/contact', fields, { data: true });
      expect(blocked.status).toBe(429);
      expect(await queryDb(server, 'select id from contact_messages')).toHaveLength(3);
    } finally {
      await server.dispose();
    }
  });

  it('counts every spelling of a form path against one limit', async () => {
    const server = await startServer({ env: { FORM_RATE_LIMIT: '4' } });
    try {
      const spellings = ['/contact', '/Contact', '/CONTACT', '/%63ontact'];
      const statuses: number[] = [];
      for (const path of spellings) statuses.push((await postForm(server, path, fields)).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
      for (const path of [...spellings, '/contact/', '/Contact'])
        expect((await postForm(server, path, fields, { data: true })).status, path).toBe(429);
      expect(await queryDb(server, 'select id from contact_messages')).toHaveLength(4);
    } finally {
      await server.dispose();
    }
  });

  it.runIf(Boolean(process.env.TEST_REDIS_URL))(
    'shares the count between instances through Redis',
    async () => {
      const prefix = `ecs-test-${randomBytes(6).toString('hex')}:`;
      const options = {
        redisUrl: process.env.TEST_REDIS_URL,
        redisKeyPrefix: prefix,
        env: { FORM_RATE_LIMIT: '2' },
      };
      const first = await startServer(options);
      const second = await startServer(options);
      try {
        expect((await postForm(first, '/contact', fields, { data: true })).status).toBe(200);
        expect((await postForm(second, '/contact', fields, { data: true })).status).toBe(200);
        expect((await postForm(first, '/contact', fields, { data: true })).status).toBe(429);
        expect((await postForm(second, '/contact', fields, { data: true })).status).toBe(429);
      } finally {
        await first.dispose();
        await second.dispose();
      }
    },
  );
});
