import { CLIENTS_PER_PAGE } from '~/domain/client';
import {
  INVOICE_NUMBER_EXAMPLE,
  ORDER_NUMBER_EXAMPLE,
  parseInvoiceNumber,
} from '~/domain/document-numbers';
import { inboxKinds, inboxLabels } from '~/domain/inbox';
import {
  INVOICES_PER_PAGE,
  invoiceStatusChangeSchema,
  invoiceStatuses,
} from '~/domain/invoice-status';
import { orderCancelSchema } from '~/domain/order-journey';
import {
  answer,
  bearer,
  errors,
  idParam,
  json,
  pageParams,
  pdfAnswer,
  schema,
} from './openapi-common';

/** The staff inbox (server/api/inbox.ts): one list and one detail path per kind, and the outbox. */
export function inboxPaths() {
  const paths: Record<string, object> = {
    '/inbox': {
      get: {
        summary: 'Inbox kinds with their totals (staff)',
        security: bearer,
        responses: { '200': answer('`kinds`: kind, label, total'), '401': errors['401'] },
      },
    },
    '/outbox': {
      get: {
        summary: 'Emails and their delivery state, newest first (staff)',
        security: bearer,
        parameters: [
          ...pageParams,
          { name: 'status', in: 'query', schema: { enum: ['pending', 'sent', 'failed'] } },
        ],
        responses: {
          '200': answer('`emails` with status, attempts, lastError, sentAt; paging fields'),
          '400': errors['400'],
          '401': errors['401'],
        },
      },
    },
    '/outbox/{id}/retry': {
      post: {
        summary: 'Queue an unsent email for another attempt (admin)',
        security: bearer,
        parameters: idParam,
        responses: {
          '200': answer('`email` with its new state'),
          '401': errors['401'],
          '403': errors['403'],
          '404': errors['404'],
          '409': answer('The email has already been sent'),
        },
      },
    },
  };
  for (const kind of inboxKinds) {
    const label = inboxLabels[kind];
    paths[`/inbox/${kind}`] = {
      get: {
        summary: `${label}, newest first (staff)`,
        security: bearer,
        parameters: pageParams,
        responses: { '200': answer('`items`, `total`, `page`, `pages`'), '401': errors['401'] },
      },
    };
    paths[`/inbox/${kind}/{id}`] = {
      get: {
        summary: `One of the ${label.toLowerCase()} with its emails (staff)`,
        security: bearer,
        parameters: idParam,
        responses: {
          '200': answer('`item` and `emails` (delivery state of each)'),
          '401': errors['401'],
          '404': errors['404'],
        },
      },
    };
  }
  return paths;
}

/** The Clients screen's reads (server/api/clients.ts; docs/product.md#dashboard-clients). */
export function clientPaths() {
  return {
    '/clients': {
      get: {
        summary: `Clients (one email address across every kind), latest activity first, ${CLIENTS_PER_PAGE} per page (staff)`,
        security: bearer,
        parameters: [
          {
            name: 'q',
            in: 'query',
            description:
              'Part of a name, email address or company; or a whole order, agreement or invoice number',
            schema: { type: 'string', maxLength: 100 },
          },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
        responses: {
          '200': answer(
            '`items` (email, name, company, counts per kind, invoicedCents, paidCents, latestAt), `total`, `page`, `pages`',
          ),
          '400': errors['400'],
          '401': errors['401'],
        },
      },
    },
    '/clients/{email}': {
      get: {
        summary: 'Everything from one client, newest first, with their totals (staff)',
        security: bearer,
        parameters: [
          { name: 'email', in: 'path', required: true, schema: { type: 'string', maxLength: 254 } },
        ],
        responses: {
          '200': answer(
            '`client`: the list row and `activity` (kind, id, at and the kind’s fields)',
          ),
          '401': errors['401'],
          '404': errors['404'],
        },
      },
    },
  };
}

/** The staff view of one order and its actions (server/api/orders.ts; docs/product.md#order-page). */
export function orderPaths() {
  const numberParam = [
    {
      name: 'number',
      in: 'path',
      required: true,
      schema: { type: 'string', example: ORDER_NUMBER_EXAMPLE },
    },
  ];
  const staffCall = (summary: string, ok: string, extra: Record<string, object> = {}) => ({
    summary,
    security: bearer,
    parameters: numberParam,
    responses: { '200': answer(ok), '401': errors['401'], '404': errors['404'], ...extra },
  });
  return {
    '/orders/{number}': {
      get: staffCall(
        'An order with its lines, status, timeline, documents and audit trail (staff)',
        '`order`',
      ),
    },
    '/orders/{number}/invoice-draft': {
      get: staffCall(
        "The invoice builder's values prefilled from the order: client, one-off lines and the first month of monthly ones (staff)",
        '`draft`',
        { '409': answer('The order is cancelled') },
      ),
    },
    '/orders/{number}/cancel': {
      post: {
        ...staffCall('Cancel an order with a reason the client reads (staff)', '`order`', {
          '400': errors['400'],
          '409': answer('The order is already cancelled'),
        }),
        requestBody: {
          content: { 'application/json': { schema: schema(orderCancelSchema) } },
        },
      },
    },
    '/orders/{number}/resend-link': {
      post: staffCall(
        "Email the client their order page's private link again (staff)",
        'The link is on its way',
        { '409': answer('The order’s address cannot receive email') },
      ),
    },
  };
}

/**
 * The documents staff send and download from the inbox (server/api/inbox.ts), and the invoices'
 * own paths (server/api/invoices.ts; docs/product.md#invoice-lifecycle).
 */
export function documentPaths() {
  return {
    '/inbox/invoices/{id}/send': {
      post: {
        summary:
          "Email a stored invoice to its client and representative (staff); a visitor's invoice reaches the company inbox only until then",
        security: bearer,
        parameters: idParam,
        responses: {
          '202': answer(
            "`emails`: every email of the invoice with its delivery state. Each carries the PDF; the client's also the hosted link. A draft becomes `sent`",
          ),
          '401': errors['401'],
          '404': errors['404'],
          '409': answer('The invoice is paid or void'),
        },
      },
    },
    '/inbox/invoices/{id}/pdf': {
      get: {
        summary: 'The stored invoice as a PDF, as a download (staff)',
        security: bearer,
        parameters: idParam,
        responses: {
          '200': pdfAnswer('The PDF, named after the invoice number'),
          '401': errors['401'],
          '404': errors['404'],
        },
      },
    },
    '/inbox/agreements/{id}/pdf': {
      get: {
        summary: 'A signed agreement as a PDF with its evidence, as a download (staff)',
        security: bearer,
        parameters: idParam,
        responses: {
          '200': pdfAnswer('The PDF, named after the agreement reference'),
          '401': errors['401'],
          '404': errors['404'],
          '503': answer('The PDF workers are busy; try again after Retry-After seconds'),
        },
      },
    },
    '/invoices': {
      get: {
        summary: `Invoices with their status, newest first, ${INVOICES_PER_PAGE} per page (staff)`,
        security: bearer,
        parameters: [
          {
            name: 'q',
            in: 'query',
            description: `Number (${INVOICE_NUMBER_EXAMPLE} or ${parseInvoiceNumber(INVOICE_NUMBER_EXAMPLE)}), or part of the client name, company or email`,
            schema: { type: 'string', maxLength: 100 },
          },
          { name: 'status', in: 'query', schema: { enum: [...invoiceStatuses] } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
        responses: {
          '200': answer(
            '`items` (number, client, total, status, sentAt, viewedAt, paidAt, voidedAt, updatedAt), `total`, `page`, `pages`',
          ),
          '400': errors['400'],
          '401': errors['401'],
        },
      },
    },
    '/invoices/{id}': {
      patch: {
        summary: 'Mark an invoice paid (once sent) or void it (staff)',
        security: bearer,
        parameters: idParam,
        requestBody: {
          content: { 'application/json': { schema: schema(invoiceStatusChangeSchema) } },
        },
        responses: {
          '200': answer('`invoice` with its new status and dates'),
          '400': errors['400'],
          '401': errors['401'],
          '404': errors['404'],
          '409': answer('A move the status does not allow, e.g. paying a void invoice'),
        },
      },
    },
  };
}

/** The agency's settings kept in the dashboard (server/api/settings.ts). */
export function settingsPaths() {
  return {
    '/settings/bank-details': {
      get: {
        summary: 'The bank account clients pay transfers to, or null when none is saved (staff)',
        security: bearer,
        responses: { '200': answer('`bankDetails` or null'), '401': errors['401'] },
      },
      put: {
        summary:
          'Save the bank account shown on hosted invoices, order pages and invoice PDFs (admin)',
        security: bearer,
        requestBody: { required: true, ...json('BankDetails') },
        responses: {
          '200': answer('`bankDetails` as saved'),
          '400': errors['400'],
          '401': errors['401'],
          '403': errors['403'],
        },
      },
      delete: {
        summary: 'Remove the bank account: clients are no longer shown transfer details (admin)',
        security: bearer,
        responses: { '200': answer('Removed'), '401': errors['401'], '403': errors['403'] },
      },
    },
  };
}
