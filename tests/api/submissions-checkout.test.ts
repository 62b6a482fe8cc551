import { describe, expect, it } from 'vitest';
import { unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { decodeTurboStream } from '~/tests/support/route-action';
import { backends } from '~/tests/support/server';
import { INBOX, rowCounter } from '~/tests/support/submissions';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('public form submissions on %s', (backend) => {
  const app = useServer(backend, { shared: true });

  const count = rowCounter(() => app.server);

  describe('checkout', () => {
    it('prices the order from the catalogue, numbers it and emails the buyer and the company', async () => {
      const name = `Buyer ${unique('o')}`;
      const email = `${unique('buyer')}@northwind.example`;
      const answer = await postForm(
        app.server,
        '/checkout',
        // Prices, titles and totals sent by a browser are ignored; only plan ids count.
        { name, email, planIds: ['1', '6', '1'], price: '1', total: '0.01', website: '' },
        { data: true },
      );
      expect(answer.status).toBe(200);
      const orderNumber = /ECS-ORD-\d{4}-\d{6}/.exec(answer.text)?.[0];
      expect(orderNumber).toMatch(new RegExp(`^ECS-ORD-${new Date().getUTCFullYear()}-\\d{6}$`));

      const [order] = await queryDb<Record<string, unknown>>(
        app.server,
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
        },
        {
          planId: 6,
          title: 'Premium Plan',
          planFor: 'Custom Software Solutions',
          billing: 'one-off',
          priceCents: 329_900,
        },
      ]);

      const [confirmation] = await app.sink.waitFor((m) => m.envelope.to.includes(email));
      expect(confirmation!.subject).toBe(`Your ECS Digital order ${orderNumber}`);
      expect(confirmation!.replyTo).toBe(INBOX);
      const [company] = await app.sink.waitFor(
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
          app.server,
          '/checkout',
          { name, email, planIds: ['2'] },
          { data: true },
        );
        expect(answer.status, email).toBe(200);
        const [order] = await queryDb<{ email: string }>(
          app.server,
          'select email from orders where name = ?',
          [name],
        );
        expect(order!.email).toBe(email);
      }
    });

    it('says the confirmation was emailed only when the outbox took one, with and without JavaScript', async () => {
      const placeWith = async (email: string, options: { data?: boolean } = {}) => {
        const name = `Told ${unique('o')}`;
        const answer = await postForm(
          app.server,
          // Without scripts the form posts to the checkout link it was opened with.
          options.data ? '/checkout' : '/checkout?planIds=2',
          { name, email, planIds: ['2'], website: '' },
          options,
        );
        expect(answer.status, email).toBe(200);
        const [order] = await queryDb<{ id: string; token: string }>(
          app.server,
          'select id, token from orders where name = ?',
          [name],
        );
        const kinds = await queryDb<{ kind: string }>(
          app.server,
          'select kind from outbox_emails where submission_id = ? order by kind',
          [order!.id],
        );
        return { ...answer, token: order!.token, kinds: kinds.map((row) => row.kind) };
      };
      const ASSUMED = 'We have emailed you a confirmation';
      const NOT_SENT = 'We could not email a confirmation to the address you gave';

      // Without JavaScript the page itself answers: an address that cannot receive mail.
      const local = await placeWith('a@b');
      expect(local.kinds).toEqual(['order']);
      expect(local.text).not.toContain(ASSUMED);
      expect(local.text).toContain(NOT_SENT);
      // The only copy of the order's link, written out whole for the buyer to keep.
      // (at the site's public address, PUBLIC_URL).
      expect(local.text).toMatch(
        new RegExp(`<code[^>]*>https?://[^<]+/orders/${local.token}</code>`),
      );

      const reachable = await placeWith(`${unique('told')}@northwind.example`);
      expect(reachable.kinds).toEqual(['order', 'order-confirmation']);
      expect(reachable.text).toContain(ASSUMED);
      expect(reachable.text).not.toContain(NOT_SENT);

      // With JavaScript the answer carries the same fact.
      const data = async (email: string) =>
        (await decodeTurboStream((await placeWith(email, { data: true })).text)) as {
          emailed?: unknown;
        };
      expect((await data('a@b')).emailed).toBe(false);
      expect((await data(`${unique('told')}@northwind.example`)).emailed).toBe(true);
    });

    it('numbers orders one after another', async () => {
      const place = async () => {
        const answer = await postForm(
          app.server,
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
      const missing = await postForm(app.server, '/checkout', { planIds: ['1'] }, { data: true });
      expect(missing.status).toBe(400);
      expect(missing.text).toContain('Name is required');
      expect(missing.text).toContain('Email is required');
      const invalid = await postForm(
        app.server,
        '/checkout',
        { name: 'Dana', email: 'dana-at-example', planIds: ['1'] },
        { data: true },
      );
      expect(invalid.status).toBe(400);
      expect(invalid.text).toContain('Invalid email format');
      const malformed = await postForm(
        app.server,
        '/checkout',
        { name: 'Dana', email: 'dana @example', planIds: ['1'] },
        { data: true },
      );
      expect(malformed.status).toBe(400);
      expect(malformed.text).toContain('Invalid email format');
      const empty = await postForm(
        app.server,
        '/checkout',
        { name: 'Dana', email: 'd@x.io' },
        { data: true },
      );
      expect(empty.status).toBe(400);
      expect(empty.text).toContain('Your cart is empty');
      const unknown = await postForm(
        app.server,
        '/checkout',
        { name: 'Dana', email: 'd@x.io', planIds: ['1', '999'] },
        { data: true },
      );
      expect(unknown.status).toBe(400);
      expect(unknown.text).toContain('A plan in your cart is no longer available');
      const junk = await postForm(
        app.server,
        '/checkout',
        { name: 'Dana', email: 'd@x.io', planIds: ['one'] },
        { data: true },
      );
      expect(junk.status).toBe(400);
      expect(await count('orders')).toBe(before);
    });
  });
});
