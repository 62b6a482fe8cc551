import Stripe from 'stripe';
import type { PaymentsConfig } from '~/server/config';
import { Busy, InputRefused, NotFound, StateConflict } from '~/server/errors';

/**
 * How old a webhook's signed timestamp may be, in seconds, before the event is refused as a
 * replay: Stripe's own default.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** How long one call to Stripe may take before it counts as unanswered. */
const REQUEST_TIMEOUT_MS = 15_000;

const UNAVAILABLE = 'Card payments are unavailable right now: please try again in a few minutes';

/** What a checkout session is made from: one invoice, paid whole. */
export interface CheckoutRequest {
  /** The invoice's number as the client reads it (`ECS-…`): the name of the line on Stripe's page. */
  invoiceNumber: string;
  invoiceId: number | string;
  orderId: number | string;
  /** What the client pays, in the currency's smallest unit (docs/decisions/049-money-model.md). */
  amountCents: number;
  /** Lowercase ISO 4217 code (`PAYMENT_CURRENCY`). */
  currency: string;
  /** Filled in on Stripe's page and where Stripe sends its receipt. */
  customerEmail: string;
  /** Where Stripe sends the client after paying; `{CHECKOUT_SESSION_ID}` is replaced by Stripe. */
  successUrl: string;
  /** Where Stripe sends the client who turns back. */
  cancelUrl: string;
  /** The same key for the same attempt, so a repeated post does not open a second session. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  /** Stripe's hosted payment page for this session. */
  url: string;
}

export interface StripeClient {
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<Stripe.Checkout.Session>;
  /** The event of a webhook delivery, once its `Stripe-Signature` proves Stripe sent it just now. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): Stripe.Event;
}

/** Stripe could not be reached or did not do what was asked: the client may try again later. */
export class PaymentProviderUnavailable extends Busy {
  constructor(
    message: string,
    /** What Stripe said, for the log; never shown to the client. */
    readonly detail: string,
  ) {
    super(message, 60);
    this.name = 'PaymentProviderUnavailable';
  }
}

/** The SDK's options: Stripe's own API, or `STRIPE_API_BASE` (a test double) through host, port, protocol. */
export function stripeOptions(apiBase: URL | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 1,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'ecs-digital' },
  };
  if (!apiBase) return options;
  const protocol = apiBase.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: apiBase.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: apiBase.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** A refusal of ours for an error the SDK threw, with what Stripe said kept for the log. */
function refusalFor(error: unknown, doing: string): Error {
  if (!(error instanceof Stripe.errors.StripeError)) return error as Error;
  const detail = `${doing}: ${error.type}${error.statusCode ? ` ${error.statusCode}` : ''}${
    error.code ? ` ${error.code}` : ''
  }: ${error.message}${error.requestId ? ` (request ${error.requestId})` : ''}`;
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return Object.assign(
      new StateConflict(
        'This payment was already started with other details: please reload the page',
      ),
      { cause: error },
    );
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
    return Object.assign(new NotFound('No such payment session'), { cause: error });
  return Object.assign(new PaymentProviderUnavailable(UNAVAILABLE, detail), { cause: error });
}

/** The one way the server talks to Stripe: made once from the configuration. */
export function createStripeClient(payments: PaymentsConfig): StripeClient {
  const stripe = new Stripe(payments.secretKey, stripeOptions(payments.apiBase));

  return {
    async createCheckoutSession(request) {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
        throw new InputRefused('The amount to pay must be a positive whole number of cents');
      const metadata = {
        invoice_id: String(request.invoiceId),
        invoice_number: request.invoiceNumber,
        order_id: String(request.orderId),
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  product_data: { name: `Invoice ${request.invoiceNumber}` },
                },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: String(request.invoiceId),
            metadata,
            // The charge carries the invoice too, so a refund's event names it.
            payment_intent_data: { metadata },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        throw refusalFor(error, 'creating a checkout session');
      }
      if (!session.url)
        throw new PaymentProviderUnavailable(
          UNAVAILABLE,
          `checkout session ${session.id} has no url`,
        );
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      try {
        return await stripe.checkout.sessions.retrieve(id);
      } catch (error) {
        throw refusalFor(error, `retrieving checkout session ${id}`);
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new InputRefused('The Stripe-Signature header is missing');
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          payments.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw Object.assign(
            new InputRefused(
              'The webhook signature does not match this endpoint or is too old to accept',
            ),
            { cause: error },
          );
        throw Object.assign(new InputRefused('The webhook body is not a Stripe event'), {
          cause: error,
        });
      }
    },
  };
}
