import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/config';
import { toHttp } from '~/server/http/errors';
import {
  createStripeClient,
  PaymentProviderUnavailable,
  WEBHOOK_TOLERANCE_SECONDS,
  type CheckoutRequest,
  type StripeClient,
} from '~/server/stripe/stripe-client';
import { startServer, type TestServer } from '~/tests/support/server';
import {
  parseStripeForm,
  startStripeDouble,
  type StripeDouble,
} from '~/tests/support/stripe-double';

describe('parseStripeForm', () => {
  it('reads bracketed keys as Stripe does: objects, indexed arrays and appended values', () => {
    const body = new URLSearchParams([
      ['mode', 'payment'],
      ['line_items[0][price_data][unit_amount]', '125000'],
      ['line_items[0][price_data][product_data][name]', 'Invoice ECS-2026-0001'],
      ['line_items[0][quantity]', '1'],
      ['line_items[1][quantity]', '2'],
      ['metadata[invoice_id]', '7'],
      ['expand[]', 'payment_intent'],
      ['expand[]', 'line_items'],
      ['note', 'a=b&c [d]'],
    ]).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { unit_amount: '125000', product_data: { name: 'Invoice ECS-2026-0001' } },
          quantity: '1',
        },
        { quantity: '2' },
      ],
      metadata: { invoice_id: '7' },
      expand: ['payment_intent', 'line_items'],
      note: 'a=b&c [d]',
    });
    expect(parseStripeForm('')).toEqual({});
  });
});

/** A webhook endpoint of the test's own: verifies each delivery with the client's `verifyWebhook`. */
async function startListener(client: () => StripeClient) {
  const received: { status: number; event?: Stripe.Event; message?: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = req.headers['stripe-signature'];
      try {
        const event = client().verifyWebhook(
          Buffer.concat(chunks),
          typeof header === 'string' ? header : undefined,
        );
        received.push({ status: 200, event });
        res.writeHead(200).end();
      } catch (error) {
        const refusal = toHttp(error);
        received.push({ status: refusal?.status ?? 500, message: refusal?.message });
        res.writeHead(refusal?.status ?? 500).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const clientFor = (double: StripeDouble, overrides: Record<string, string> = {}) => {
  const payments = loadConfig({
    STRIPE_SECRET_KEY: double.secretKey,
    STRIPE_WEBHOOK_SECRET: double.webhookSecret,
    STRIPE_API_BASE: double.url,
    ...overrides,
  }).payments;
  if (!payments) throw new Error('payments are off');
  return createStripeClient(payments);
};

let keys = 0;
const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  invoiceNumber: 'ECS-2026-0042',
  invoiceId: 42,
  orderId: 17,
  amountCents: 125_050,
  currency: 'usd',
  customerEmail: 'ada@northwind.example',
  successUrl: 'https://www.ecs.example/invoices/abc/paid?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://www.ecs.example/invoices/abc',
  idempotencyKey: `checkout-42-${(keys += 1)}`,
  ...overrides,
});

/** The refusal a call ended with, as the site would answer it. */
async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'the call was refused').toBeDefined();
  return { error, http: toHttp(error) };
}

describe('the Stripe client against the Stripe double', () => {
  let double: StripeDouble;
  let client: StripeClient;
  let listener: Awaited<ReturnType<typeof startListener>>;

  beforeAll(async () => {
    double = await startStripeDouble();
    client = clientFor(double);
    listener = await startListener(() => client);
    double.webhookUrl = listener.url;
  });
  afterAll(async () => {
    await double.stop();
    await listener.stop();
  });
  beforeEach(() => {
    double.pay = { outcome: 'completed', deliveries: 1 };
    double.requests.length = 0;
    double.deliveries.length = 0;
    listener.received.length = 0;
  });

  it('creates a checkout session with the invoice, its amount, the email and the idempotency key', async () => {
    const request = checkout();
    const session = await client.createCheckoutSession(request);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${double.url}/pay/${session.id}`);

    const [sent, ...others] = double.apiRequests();
    expect(others).toEqual([]);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe(`Bearer ${double.secretKey}`);
    expect(sent?.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(sent?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.raw).toContain('line_items[0][price_data][unit_amount]=125050');
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      customer_email: 'ada@northwind.example',
      client_reference_id: '42',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata: { invoice_id: '42', invoice_number: 'ECS-2026-0042', order_id: '17' },
      payment_intent_data: {
        metadata: { invoice_id: '42', invoice_number: 'ECS-2026-0042', order_id: '17' },
      },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '125050',
            product_data: { name: 'Invoice ECS-2026-0042' },
          },
        },
      ],
    });

    const retrieved = await client.retrieveCheckoutSession(session.id);
    expect(retrieved).toMatchObject({
      id: session.id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 125_050,
      currency: 'usd',
      customer_email: 'ada@northwind.example',
      metadata: { invoice_id: '42', invoice_number: 'ECS-2026-0042', order_id: '17' },
    });
    expect(double.apiRequests().at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/checkout/sessions/${session.id}`,
    });
  });

  it('answers a repeated create with the same key with the same session, and refuses other details under it', async () => {
    const request = checkout();
    const first = await client.createCheckoutSession(request);
    const again = await client.createCheckoutSession(request);
    expect(again).toEqual(first);
    expect(double.sessions.size).toBeGreaterThanOrEqual(1);
    expect([...double.sessions.keys()].filter((id) => id === first.id)).toHaveLength(1);

    const other = await refusalOf(client.createCheckoutSession({ ...request, amountCents: 100 }));
    expect(other.http).toMatchObject({ status: 409 });
    expect(other.http?.message).toMatch(/already started with other details/);

    const fresh = await client.createCheckoutSession(checkout());
    expect(fresh.id).not.toBe(first.id);
  });

  it('answers in Stripe’s error shape for a missing parameter and an unknown key', async () => {
    const missing = await fetch(`${double.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${double.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'mode=payment&success_url=https%3A%2F%2Fx.example',
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'Missing required param: line_items.',
        param: 'line_items',
      },
    });

    const wrongKey = await refusalOf(
      clientFor(double, { STRIPE_SECRET_KEY: 'sk_test_not_the_key' }).createCheckoutSession(
        checkout(),
      ),
    );
    expect(wrongKey.error).toBeInstanceOf(PaymentProviderUnavailable);
    expect(wrongKey.http).toMatchObject({ status: 503 });
    expect((wrongKey.error as PaymentProviderUnavailable).detail).toMatch(
      /StripeAuthenticationError 401: Invalid API Key/,
    );

    const unknown = await refusalOf(client.retrieveCheckoutSession('cs_test_nothing'));
    expect(unknown.http).toMatchObject({ status: 404, message: 'No such payment session' });
  });

  it('turns an unreachable Stripe into a 503 that says to try again, never a 500', async () => {
    const gone = await startStripeDouble();
    const unreachable = clientFor(gone);
    await gone.stop();
    const refused = await refusalOf(unreachable.createCheckoutSession(checkout()));
    expect(refused.error).toBeInstanceOf(PaymentProviderUnavailable);
    expect(refused.http).toMatchObject({
      status: 503,
      message: 'Card payments are unavailable right now: please try again in a few minutes',
    });
    expect(refused.http?.headers['Retry-After']).toBe('60');
  });

  it('Pay marks the session paid, sends a signed checkout.session.completed, then redirects with a 303', async () => {
    const request = checkout();
    const session = await client.createCheckoutSession(request);
    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Invoice ECS-2026-0042');
    expect(html).toContain('1250.50 USD');
    expect(html).toMatch(
      new RegExp(
        `<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button>`,
      ),
    );
    expect(html).toMatch(/<button type="submit">Cancel<\/button>/);

    const paid = await fetch(`${double.url}/pay/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `https://www.ecs.example/invoices/abc/paid?session=${session.id}`,
    );
    // Delivered before the redirect, as Stripe usually manages.
    expect(listener.received).toHaveLength(1);
    const [delivery] = listener.received;
    expect(delivery?.status).toBe(200);
    expect(delivery?.event?.type).toBe('checkout.session.completed');
    expect(delivery?.event?.id).toMatch(/^evt_/);
    const completed = delivery?.event?.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 125_050,
      metadata: { invoice_id: '42', order_id: '17' },
    });
    expect(completed.payment_intent).toMatch(/^pi_/);

    const retrieved = await client.retrieveCheckoutSession(session.id);
    expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(retrieved.payment_intent).toBe(completed.payment_intent);

    const refunded = await double.refund(session.id);
    expect(refunded).toBe(200);
    const refund = listener.received.at(-1)?.event;
    expect(refund?.type).toBe('charge.refunded');
    expect(refund?.data.object).toMatchObject({
      object: 'charge',
      payment_intent: completed.payment_intent,
      amount_refunded: 125_050,
      metadata: { invoice_id: '42', invoice_number: 'ECS-2026-0042', order_id: '17' },
    });
  });

  it('Cancel sends the client back to the cancel URL and records nothing', async () => {
    const session = await client.createCheckoutSession(checkout());
    const cancelled = await fetch(`${double.url}/pay/${session.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('https://www.ecs.example/invoices/abc');
    expect(listener.received).toEqual([]);
    expect((await client.retrieveCheckoutSession(session.id)).status).toBe('open');
  });

  it('can deliver late, twice, and for asynchronous payments that succeed or fail', async () => {
    double.pay = { outcome: 'completed', deliveries: 2, deliverLateMs: 100 };
    const late = await client.createCheckoutSession(checkout());
    const redirect = await fetch(`${double.url}/pay/${late.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(redirect.status).toBe(303);
    expect(listener.received).toEqual([]);
    await double.waitForDeliveries(2);
    expect(listener.received.map((r) => [r.status, r.event?.type])).toEqual([
      [200, 'checkout.session.completed'],
      [200, 'checkout.session.completed'],
    ]);
    expect(listener.received[0]?.event?.id).not.toBe(listener.received[1]?.event?.id);

    for (const [outcome, last, status] of [
      ['async_succeeded', 'checkout.session.async_payment_succeeded', 'paid'],
      ['async_failed', 'checkout.session.async_payment_failed', 'unpaid'],
    ] as const) {
      listener.received.length = 0;
      double.pay = { outcome, deliveries: 1 };
      const session = await client.createCheckoutSession(checkout());
      await fetch(`${double.url}/pay/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
      expect(
        listener.received.map((r) => [
          r.event?.type,
          (r.event?.data.object as Stripe.Checkout.Session).payment_status,
        ]),
      ).toEqual([
        ['checkout.session.completed', 'unpaid'],
        [last, status],
      ]);
    }
  });

  it('refuses a tampered body, another secret, a stale timestamp and a missing header as bad input', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    const signer = new Stripe(double.secretKey);
    const header = (options: { secret?: string; timestamp?: number } = {}) =>
      signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? double.webhookSecret,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
    expect(client.verifyWebhook(payload, header()).id).toBe('evt_1');

    const refusals = [
      () => client.verifyWebhook(payload.replace('evt_1', 'evt_2'), header()),
      () => client.verifyWebhook(payload, header({ secret: 'whsec_someone_else' })),
      () =>
        client.verifyWebhook(
          payload,
          header({ timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 60 }),
        ),
      () => client.verifyWebhook(payload, undefined),
      () => client.verifyWebhook(payload, 'nonsense'),
    ];
    for (const verify of refusals) {
      let caught: unknown;
      try {
        verify();
      } catch (error) {
        caught = error;
      }
      expect(toHttp(caught)).toMatchObject({ status: 400 });
    }
    expect(toHttp(catchOf(refusals[0]))?.message).toBe(
      'The webhook signature does not match this endpoint or is too old to accept',
    );
    expect(toHttp(catchOf(refusals[3]))?.message).toBe('The Stripe-Signature header is missing');
  });

  it('a delivery signed with another secret reaches the endpoint and is refused with a 400', async () => {
    const other = await startStripeDouble({ secretKey: double.secretKey });
    other.webhookUrl = listener.url;
    const status = await other.sendEvent('checkout.session.completed', { id: 'cs_test_x' });
    await other.stop();
    expect(status).toBe(400);
    expect(listener.received).toEqual([
      {
        status: 400,
        message: 'The webhook signature does not match this endpoint or is too old to accept',
      },
    ]);
  });
});

function catchOf(call: (() => unknown) | undefined): unknown {
  try {
    call?.();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('a site with card payments on', () => {
  let double: StripeDouble;
  let server: TestServer;

  beforeAll(async () => {
    double = await startStripeDouble();
    server = await startServer({
      env: {
        STRIPE_SECRET_KEY: double.secretKey,
        STRIPE_WEBHOOK_SECRET: double.webhookSecret,
        STRIPE_API_BASE: double.url,
        PUBLIC_URL: 'http://shop.ecs.example',
      },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await double?.stop();
  });

  it('lets forms lead to the checkout page’s origin, and nowhere else', async () => {
    for (const path of ['/', '/contact', '/robots.txt']) {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy'), path).toContain(
        `form-action 'self' ${double.url};`,
      );
    }
  });

  it('warns on /readyz that PUBLIC_URL is not https', async () => {
    const body = (await (await fetch(`${server.url}/readyz`)).json()) as { warnings: string[] };
    expect(body.warnings).toContainEqual(
      expect.stringMatching(/^Card payments are on but PUBLIC_URL is not https: /),
    );
  });
});
