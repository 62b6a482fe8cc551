import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe peer on loopback for tests: the part of Stripe's API the site uses, spoken on the wire
 * as Stripe speaks it (form-encoded bodies with bracketed keys, bearer keys, `Idempotency-Key`,
 * JSON objects with `object` and prefixed ids, Stripe's error shape), a hosted checkout page with
 * Pay and Cancel buttons that work without JavaScript, and signed webhook deliveries.
 * The official SDK reaches it through `STRIPE_API_BASE` (server/stripe/stripe-client.ts).
 */

/** A form value as Stripe's bracketed keys build it: `a[b][0][c]=1` is `{ a: { b: [{ c: '1' }] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** The keys of a bracketed name: `line_items[0][price_data][unit_amount]` → four keys. */
function keysOf(name: string): string[] {
  const first = name.indexOf('[');
  if (first === -1) return [name];
  const keys = [name.slice(0, first)];
  for (const match of name.slice(first).matchAll(/\[([^\]]*)\]/g)) keys.push(match[1] ?? '');
  return keys;
}

/**
 * Parses a form-encoded body with bracketed keys into nested objects and arrays, as Stripe reads
 * what its SDKs send: numeric keys make arrays, `a[]=x` appends.
 */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = keysOf(name);
    let node: Record<string, FormValue> | FormValue[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(keys[index + 1] ?? '');
      const slot = Array.isArray(node) && key === '' ? node.length : key;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
        return;
      }
      const existing = container[slot];
      if (existing === undefined || typeof existing === 'string')
        container[slot] = nextIsIndex ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

/** One request the double received, as the site sent it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The body as sent, and as Stripe reads it. */
  raw: string;
  form: Record<string, FormValue>;
}

export interface DoubleSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  livemode: false;
  /** What the double keeps beside the session: its line items and the charge's metadata. */
  line_items: { name: string; unit_amount: number; quantity: number; currency: string }[];
  payment_intent_metadata: Record<string, string>;
}

export interface WebhookDelivery {
  event: Stripe.Event | Record<string, unknown>;
  status: number | 'failed';
}

/** How Pay behaves, to make the test world behave like the real one. */
export interface PayBehaviour {
  /** `completed` (the default) or an asynchronous method: completed unpaid, then succeeded/failed. */
  outcome: 'completed' | 'async_succeeded' | 'async_failed';
  /** Deliver the event after the redirect instead of before it, after this many milliseconds. */
  deliverLateMs?: number;
  /** Deliver each event this many times (Stripe delivers at least once). */
  deliveries: number;
}

export interface StripeDouble {
  /** `STRIPE_API_BASE` for the site: `http://127.0.0.1:PORT`. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where Pay sends signed events; set by the test. */
  webhookUrl: string | undefined;
  pay: PayBehaviour;
  /** Every request received, API calls and checkout page posts alike. */
  requests: ReceivedRequest[];
  /** The API calls only (paths under /v1/). */
  apiRequests(): ReceivedRequest[];
  sessions: Map<string, DoubleSession>;
  deliveries: WebhookDelivery[];
  /** Signs and posts an event to `webhookUrl`, as Stripe would; resolves with the status. */
  sendEvent(type: string, object: Record<string, unknown>): Promise<number | 'failed'>;
  /** Sends `charge.refunded` for a paid session's payment, as a refund in the dashboard would. */
  refund(sessionId: string, amountCents?: number): Promise<number | 'failed'>;
  /** Resolves once `count` deliveries have been answered, or fails after `timeoutMs`. */
  waitForDeliveries(count: number, timeoutMs?: number): Promise<WebhookDelivery[]>;
  stop(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': id('req'),
    ...headers,
  });
  res.end(text);
}

function stripeError(
  res: ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
) {
  send(res, status, { error });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(session: DoubleSession): string {
  const total = (session.amount_total / 100).toFixed(2);
  const lines = session.line_items
    .map((line) => `<li>${escapeHtml(line.name)}: ${(line.unit_amount / 100).toFixed(2)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Pay ${escapeHtml(session.line_items[0]?.name ?? '')}</title></head>
<body><main>
<h1>Test checkout</h1>
<ul>${lines}</ul>
<p>Total: <strong>${total} ${escapeHtml(session.currency.toUpperCase())}</strong></p>
<p>Email: ${escapeHtml(session.customer_email ?? '')}</p>
<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

/** The parameters Stripe requires to create a Checkout session in payment mode. */
function missingParam(form: Record<string, FormValue>): string | undefined {
  if (typeof form.mode !== 'string') return 'mode';
  if (typeof form.success_url !== 'string') return 'success_url';
  const items = form.line_items;
  if (!Array.isArray(items) || items.length === 0) return 'line_items';
  for (const [index, item] of items.entries()) {
    const price = typeof item === 'object' && !Array.isArray(item) ? item.price_data : undefined;
    if (!price || typeof price !== 'object' || Array.isArray(price))
      return `line_items[${index}][price_data]`;
    if (typeof price.currency !== 'string') return `line_items[${index}][price_data][currency]`;
    if (typeof price.unit_amount !== 'string')
      return `line_items[${index}][price_data][unit_amount]`;
    const product = price.product_data;
    if (!product || typeof product !== 'object' || Array.isArray(product) || !product.name)
      return `line_items[${index}][price_data][product_data][name]`;
  }
  return undefined;
}

const stringRecord = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};

/** What the API answers for a session: Stripe's fields, without what the double keeps beside. */
function sessionObject(session: DoubleSession) {
  const { line_items: _lines, payment_intent_metadata: _metadata, ...visible } = session;
  return visible;
}

export async function startStripeDouble(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<StripeDouble> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const requests: ReceivedRequest[] = [];
  const sessions = new Map<string, DoubleSession>();
  const deliveries: WebhookDelivery[] = [];
  const idempotent = new Map<
    string,
    { raw: string; path: string; status: number; body: unknown }
  >();
  const late = new Set<NodeJS.Timeout>();
  const signer = new Stripe(secretKey);
  let origin = '';

  const double: StripeDouble = {
    url: '',
    secretKey,
    webhookSecret,
    webhookUrl: undefined,
    pay: { outcome: 'completed', deliveries: 1 },
    requests,
    apiRequests: () => requests.filter((r) => r.path.startsWith('/v1/')),
    sessions,
    deliveries,
    async sendEvent(type, object) {
      const event = {
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
      const payload = JSON.stringify(event);
      let status: number | 'failed' = 'failed';
      if (double.webhookUrl) {
        const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
        try {
          const response = await fetch(double.webhookUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
            body: payload,
          });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = 'failed';
        }
      }
      deliveries.push({ event, status });
      return status;
    },
    async refund(sessionId, amountCents) {
      const session = sessions.get(sessionId);
      if (!session?.payment_intent) throw new Error(`session ${sessionId} is not paid`);
      return double.sendEvent('charge.refunded', {
        id: id('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: amountCents ?? session.amount_total,
        currency: session.currency,
        payment_intent: session.payment_intent,
        metadata: session.payment_intent_metadata,
        refunded: (amountCents ?? session.amount_total) === session.amount_total,
        paid: true,
        status: 'succeeded',
      });
    },
    async waitForDeliveries(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `${deliveries.length} of ${count} webhook deliveries within ${timeoutMs} ms`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return deliveries;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of late) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  /** The events of a payment, as Stripe sends them for the session's outcome. */
  async function deliverPayment(session: DoubleSession) {
    const events: string[] =
      double.pay.outcome === 'completed'
        ? ['checkout.session.completed']
        : [
            'checkout.session.completed',
            double.pay.outcome === 'async_succeeded'
              ? 'checkout.session.async_payment_succeeded'
              : 'checkout.session.async_payment_failed',
          ];
    for (const [index, type] of events.entries()) {
      if (index === 1) {
        // The bank's answer for an asynchronous method comes later.
        session.payment_status = double.pay.outcome === 'async_succeeded' ? 'paid' : 'unpaid';
      }
      for (let n = 0; n < double.pay.deliveries; n += 1)
        await double.sendEvent(type, sessionObject(session));
    }
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, record: ReceivedRequest) {
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, {
        type: 'invalid_request_error',
        message: auth.startsWith('Bearer sk_')
          ? `Invalid API Key provided: ${auth.slice(7, 15)}***`
          : 'You did not provide an API key.',
      });
    }
    const key = req.headers['idempotency-key'];
    if (req.method === 'POST' && typeof key === 'string') {
      const seen = idempotent.get(key);
      if (seen) {
        if (seen.raw !== record.raw || seen.path !== record.path)
          return stripeError(res, 400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        return send(res, seen.status, seen.body, { 'Idempotent-Replayed': 'true' });
      }
    }
    const answer = (status: number, body: unknown) => {
      if (req.method === 'POST' && typeof key === 'string')
        idempotent.set(key, { raw: record.raw, path: record.path, status, body });
      send(res, status, body);
    };

    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(record.path);
    if (req.method === 'POST' && record.path === '/v1/checkout/sessions') {
      const form = record.form;
      const missing = missingParam(form);
      if (missing)
        return answer(400, {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            message: `Missing required param: ${missing}.`,
            param: missing,
          },
        });
      const items = (form.line_items as Record<string, FormValue>[]).map((item) => {
        const price = item.price_data as Record<string, FormValue>;
        const product = price.product_data as Record<string, FormValue>;
        return {
          name: String(product.name),
          unit_amount: Number(price.unit_amount),
          quantity: Number(item.quantity ?? 1),
          currency: String(price.currency),
        };
      });
      const amount = items.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
      const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: DoubleSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: String(form.mode),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        amount_subtotal: amount,
        currency: items[0]?.currency ?? 'usd',
        customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
        client_reference_id:
          typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
        metadata: stringRecord(form.metadata),
        payment_intent: null,
        success_url: String(form.success_url),
        cancel_url: typeof form.cancel_url === 'string' ? form.cancel_url : '',
        url: `${origin}/pay/${sessionId}`,
        created: now(),
        livemode: false,
        line_items: items,
        payment_intent_metadata: stringRecord(
          (form.payment_intent_data as Record<string, FormValue> | undefined)?.metadata,
        ),
      };
      sessions.set(sessionId, session);
      return answer(200, sessionObject(session));
    }
    if (req.method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1] ?? ''));
      if (!session)
        return stripeError(res, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such checkout.session: '${sessionMatch[1]}'`,
          param: 'session',
        });
      return send(res, 200, sessionObject(session));
    }
    if (req.method === 'POST' && record.path === '/v1/refunds') {
      const intent = record.form.payment_intent;
      const session = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (typeof intent !== 'string' || !session)
        return answer(400, {
          error: {
            type: 'invalid_request_error',
            code: typeof intent === 'string' ? 'resource_missing' : 'parameter_missing',
            message:
              typeof intent === 'string'
                ? `No such payment_intent: '${intent}'`
                : 'Missing required param: payment_intent.',
            param: 'payment_intent',
          },
        });
      const amount =
        typeof record.form.amount === 'string' ? Number(record.form.amount) : session.amount_total;
      return answer(200, {
        id: id('re'),
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: intent,
        status: 'succeeded',
        created: now(),
      });
    }
    return stripeError(res, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${record.path}).`,
    });
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(path);
    const session = match ? sessions.get(match[1] ?? '') : undefined;
    if (!match || !session) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('No such checkout session');
    }
    const action = match[2];
    if (!action && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(checkoutPage(session));
    }
    if (req.method !== 'POST' || !action) {
      res.writeHead(405, { Allow: 'GET' });
      return res.end();
    }
    if (action === 'cancel') {
      res.writeHead(303, { Location: session.cancel_url });
      return res.end();
    }
    if (session.status !== 'open') {
      res.writeHead(303, { Location: session.success_url });
      return res.end();
    }
    session.status = 'complete';
    session.payment_status = double.pay.outcome === 'completed' ? 'paid' : 'unpaid';
    session.payment_intent = id('pi');
    session.url = null;
    const location = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
    if (double.pay.deliverLateMs === undefined) {
      await deliverPayment(session);
    } else {
      const timer = setTimeout(() => {
        late.delete(timer);
        void deliverPayment(session);
      }, double.pay.deliverLateMs);
      late.add(timer);
    }
    res.writeHead(303, { Location: location });
    res.end();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const raw = Buffer.concat(chunks).toString('utf8');
      const record: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        raw,
        form: parseStripeForm(req.method === 'GET' ? url.search.slice(1) : raw),
      };
      requests.push(record);
      const handled = url.pathname.startsWith('/v1/')
        ? handleApi(req, res, record)
        : handlePage(req, res, url.pathname);
      void Promise.resolve(handled).catch((error: unknown) => {
        send(res, 500, { error: { type: 'api_error', message: String(error) } });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.url = origin;
  return double;
}
