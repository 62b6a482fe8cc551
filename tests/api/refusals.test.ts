import { describe, expect, it } from 'vitest';
import type { InvoiceSubmissionResult } from '~/domain/invoice-form';
import { api, unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import {
  journeyServerOptions,
  orderInvoiceForm,
  orderJourney,
} from '~/tests/support/order-journey';
import { formFields, postAction } from '~/tests/support/route-action';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/**
 * Refusals answered by the one mapping of errors to HTTP (server/http/errors.ts,
 * docs/decisions/064-one-error-hierarchy.md) where a page answers them: a refusal a store throws
 * during a form post, and one the server's own bundle makes for a page's action, which runs from
 * the React Router build with its own copy of server/errors.ts.
 */
describe.each(backends)('refusals answered by pages on %s', (backend) => {
  const app = useServer(backend, { ...journeyServerOptions, staff: { staff: {} } });
  const { placeOrder, invoiceDraft } = orderJourney(app);

  it('answers a store’s StateConflict in a form post with 409 and its reason, never a 500', async () => {
    const placed = await placeOrder();
    const draft = await invoiceDraft(placed.reference);
    const cancelled = await api(app.server, 'POST', `/api/orders/${placed.reference}/cancel`, {
      token: app.staff.token,
      body: { reason: 'The client asked to stop.' },
    });
    expect(cancelled.status).toBe(200);

    // The builder's form for that order, as staff post it: the invoice store refuses the order.
    const form = orderInvoiceForm(draft, placed.reference, app.staff.token);
    const reason = `Order ${placed.reference} is cancelled; it cannot be invoiced`;

    // Without JavaScript: the page comes back with the reason above the form, filled in again.
    const page = await postForm(app.server, '/invoice', Object.fromEntries(formFields(form)));
    expect(page.status).toBe(409);
    const html = page.text.replaceAll('<!-- -->', '');
    expect(html).toContain(reason);
    expect(html).toContain(`value="${draft.clientEmail}"`);
    expect(html).not.toContain('Something went wrong');

    // With JavaScript (the fetcher's `.data` request): the same status and message.
    const fetched = await postAction<InvoiceSubmissionResult>(app.server, '/invoice', form, {
      asForm: true,
    });
    expect(fetched.status).toBe(409);
    expect(fetched.data).toMatchObject({ ok: false, status: 409, message: reason });

    const invoices = await queryDb(
      app.server,
      'select invoices.id from invoices join orders on orders.id = invoices.order_id where orders.order_number = ?',
      [placed.reference],
    );
    expect(invoices).toEqual([]);
    expect(app.server.output()).not.toContain('submission failed');
  });

  it('answers a refusal made by the server’s bundle in a page action of the React Router build', async () => {
    // The sign-in page's action reaches the rate limits through `context.deps`: they were made by
    // the server's bundle, and so is their TooManyRequests. Recognised by class, it would be a 500.
    const email = `${unique('locked')}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await postForm(app.server, '/sign-in', { email, password: `wrong-${i}-pass` });
      expect(wrong.status, `attempt ${i + 1}`).toBe(401);
      expect(wrong.text).toContain('Invalid email or password');
    }
    const blocked = await postForm(app.server, '/sign-in', { email, password: 'another-guess' });
    expect(blocked.status).toBe(429);
    expect(blocked.text).toContain(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(blocked.text).toContain(`value="${email}"`);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers.get('cache-control')).toBe('no-store');

    // The API, in the server's bundle, answers the same refusal the same way.
    const viaApi = await api(app.server, 'POST', '/api/users/login', {
      body: { email, password: 'another-guess' },
    });
    expect(viaApi.status).toBe(429);
    expect(viaApi.body.message).toBe(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(Number(viaApi.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(app.server.output()).not.toContain('request failed');
  });
});
