import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm, type FormFields } from '~/tests/support/forms';
import { backends, startServer } from '~/tests/support/server';
import { FIX_FIELDS, INBOX, rowCounter } from '~/tests/support/submissions';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('public form submissions on %s', (backend) => {
  const app = useServer(backend, { shared: true });

  const count = rowCounter(() => app.server);

  describe('contact form', () => {
    it('stores the message with the selected plan and emails the company inbox, reply-to the visitor', async () => {
      const name = `Dana ${unique('c')}`;
      const answer = await postForm(
        app.server,
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
        app.server,
        'select * from contact_messages where name = ?',
        [name],
      );
      expect(row).toMatchObject({
        email: 'dana@northwind.example',
        message: 'We need <b>help</b>\nwith SEO.',
        plan_id: 8,
        // The plan as the catalogue sold it, in cents and billing (docs/decisions/049-money-model.md).
        plan_title: 'Standard Plan',
        plan_for: 'SEO Analysis',
        plan_price_cents: 99_700,
        plan_billing: 'monthly',
        user_agent: 'ecs-tests/1.0',
      });
      expect(row!.ip).toBeTruthy();

      const [mail] = await app.sink.waitFor((m) => m.subject.includes(name));
      expect(mail!.envelope.to).toEqual([INBOX]);
      expect(mail!.replyTo).toBe('dana@northwind.example');
      expect(mail!.subject).toBe(`New message from ${name} about the Standard Plan (SEO Analysis)`);
      expect(mail!.text).toContain(
        'Selected plan: Standard Plan for SEO Analysis ($997 per month)',
      );
      expect(mail!.text).toContain('We need <b>help</b>');
      expect(mail!.html).toContain('We need &lt;b&gt;help&lt;/b&gt;<br/>with SEO.');
      expect(mail!.html).not.toContain('<b>help</b>');
      const [email] = await queryDb<{ message_id: string; status: string }>(
        app.server,
        'select message_id, status from outbox_emails where submission_id = ?',
        [row!.id],
      );
      expect(mail!.messageId).toBe(email!.message_id);
    });

    it('answers 400 with one message per field and stores nothing (also without JavaScript)', async () => {
      const before = await count('contact_messages');
      const document = await postForm(app.server, '/contact', { name: ' ', email: 'dana@' });
      expect(document.status).toBe(400);
      expect(document.text).toContain('Name is required');
      expect(document.text).toContain('Enter a valid email address');
      // The page comes back with what was typed, so nothing has to be entered twice.
      expect(document.text).toMatch(/<input[^>]*value="dana@"/);

      const data = await postForm(app.server, '/contact', { email: '' }, { data: true });
      expect(data.status).toBe(400);
      expect(data.text).toContain('Name is required');
      expect(data.text).toContain('Email is required');
      expect(data.text).toContain(FIX_FIELDS);
      expect(await count('contact_messages')).toBe(before);
    });

    it('shows the result in the page when the form is posted without JavaScript', async () => {
      const answer = await postForm(app.server, '/contact', {
        name: `No Script ${unique('n')}`,
        email: 'noscript@northwind.example',
        message: 'Plain HTML form',
      });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Email sent successfully!');
    });

    it('shows a plan named in the link, pre-filled, and keeps it through a refused post', async () => {
      const page = async (query: string) => {
        const response = await fetch(`${app.server.url}/contact${query}`);
        expect(response.status).toBe(200);
        return response.text();
      };
      // Plan 8 is the Standard Plan of SEO Analysis in the demo catalogue.
      const linked = await page('?plan=8');
      expect(linked).toMatch(
        /Selected plan: <strong>Standard Plan<\/strong> for (<!-- -->)?SEO Analysis/,
      );
      expect(linked).toContain(
        'I&#x27;m interested in the Standard Plan for SEO Analysis ($997 per month).',
      );
      expect(linked).toContain('<input type="hidden" name="planId" value="8"/>');
      expect(linked).toContain('action="/contact?plan=8#contact-message-form"');
      // What is not a plan on sale shows the plain form, never an error.
      for (const query of [
        '?plan=999999',
        '?plan=99999999999999999999',
        '?plan=-1',
        '?plan=abc',
        '?plan=1.5',
      ]) {
        const plain = await page(query);
        expect(plain, query).not.toContain('Selected plan:');
        expect(plain, query).toContain('action="/contact#contact-message-form"');
      }

      const refused = await postForm(app.server, '/contact?plan=8', {
        name: 'A',
        email: 'not-an-email',
        message: 'Plain HTML form',
        planId: '8',
      });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('Selected plan: <strong>Standard Plan</strong>');
      const sent = await postForm(app.server, '/contact?plan=8', {
        name: `Linked ${unique('l')}`,
        email: 'linked@northwind.example',
        message: 'Plain HTML form',
        planId: '8',
      });
      expect(sent.status).toBe(200);
      expect(sent.text).toContain('Email sent successfully!');
      // Sent: the form starts clean again.
      expect(sent.text).not.toContain('Selected plan:');
    });

    it('gives a filled honeypot a fake success and stores and sends nothing', async () => {
      const name = `Bot ${unique('b')}`;
      const answer = await postForm(
        app.server,
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
        app.server,
        '/contact',
        { name: 'A\u0000B', email: 'a@b.io' },
        { data: true },
      );
      expect(nul.status).toBe(400);
      expect(nul.text).toContain('Contains an invalid character');
      const big = await postForm(app.server, '/contact', {
        name: 'Big',
        email: 'big@b.io',
        message: 'x'.repeat(70 * 1024),
      });
      expect(big.status).toBe(413);
    });
  });

  describe('dedicated-resource inquiry', () => {
    it('stores the inquiry and emails the company inbox', async () => {
      const name = `Hiring ${unique('i')}`;
      const answer = await postForm(
        app.server,
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
        app.server,
        'select * from resource_inquiries where name = ?',
        [name],
      );
      expect(row).toMatchObject({
        resource: 'seo-expert',
        company: 'Northwind',
        email: 'cto@northwind.example',
      });
      const [mail] = await app.sink.waitFor((m) => m.subject.includes(name));
      expect(mail!.subject).toBe(`Quote request: SEO Expert from ${name}`);
      expect(mail!.envelope.to).toEqual([INBOX]);
      expect(mail!.replyTo).toBe('cto@northwind.example');
      expect(mail!.text).toContain('We need an SEO expert for three months.');
    });

    it('answers 400 with field errors, and 404 for an unknown resource page', async () => {
      const invalid = await postForm(
        app.server,
        '/dedicatedResources/seo-expert',
        { name: '', email: 'x', message: 'short', resource: 'seo-expert' },
        { data: true },
      );
      expect(invalid.status).toBe(400);
      expect(invalid.text).toContain('Name is required');
      expect(invalid.text).toContain('Tell us a little more about the role');
      const unknown = await postForm(app.server, '/dedicatedResources/astronaut', {
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
