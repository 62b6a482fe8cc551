import { type InvoiceSubmissionResult } from '~/domain/invoice-form';
import { queryDb } from '~/tests/support/db';
import { uniqueInvoiceInput } from '~/tests/support/factories';
import { postAction } from '~/tests/support/route-action';
import type { TestServer } from '~/tests/support/server';

interface InvoiceRow {
  id: string;
  number: number;
  due_date: string;
  client_email: string;
  lines: string;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
}
export interface OutboxRow {
  kind: string;
  submission_id: string;
  to_addresses: string;
  reply_to: string | null;
  subject: string;
  html_body: string;
  text_body: string;
}

export const today = new Date().toISOString().slice(0, 10);

/** An invoice of its own (the catalogue's totals: $2,698 less $295), plus any other field sent. */
export const invoiceInput = (overrides: Record<string, unknown> = {}) => ({
  ...uniqueInvoiceInput(),
  ...overrides,
});

/**
 * Sends the builder's form as the browser does with JavaScript (its fields, the lines as
 * `services.<index>.<field>`, to `/invoice.data`); `asJson` as the scripts that post invoices do.
 */
export const send = (server: TestServer, body: unknown, { asJson = false } = {}) =>
  postAction<InvoiceSubmissionResult>(server, '/invoice', body, { asForm: !asJson });

export const numberOf = (printed: string) => Number(printed.replace(/^ECS-/, ''));

/** A server for the invoice action: mail to a sink, a limit the suites do not reach. */
export const invoiceServerOptions = { shared: true } as const;

/** The stored invoice with this number, on the server `current` returns. */
export const invoiceRows = (current: () => TestServer) => async (number: number) =>
  (await queryDb<InvoiceRow>(current(), 'select * from invoices where number = ?', [number]))[0];
