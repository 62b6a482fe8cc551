import { describe, expect, it } from 'vitest';
import { api } from '~/tests/support/api';
import { pdfText } from '~/tests/support/pdf';
import { backends } from '~/tests/support/server';
import { orderJourney } from '~/tests/support/order-journey';
import { useServer } from '~/tests/support/use-server';

/**
 * The agency's bank account for transfers (docs/product.md#bank-transfer): admins save it in
 * Settings (through the API here), and every invoice that asks for payment shows it, on its
 * hosted page, in its PDF and on the order page. A server of the file's own: the account is one
 * for the whole site, and other files' pages must not see it.
 */

const DETAILS = {
  accountName: 'ECS Digital LLC',
  bankName: 'First Harbor Bank',
  accountNumber: '000123456789',
  routingNumber: '021000021',
  swift: 'fhbk us 33',
  iban: '',
  instructions: 'Transfer fees are paid by the sender.',
};

describe.each(backends)('bank details on %s', (backend) => {
  const app = useServer(backend, {
    mail: true,
    staff: { staff: { firstName: 'Marcus', lastName: 'Hale' } },
  });
  const journey = orderJourney(app);

  const save = (body: unknown, token = app.adminToken) =>
    api(app.server, 'PUT', '/api/settings/bank-details', { token, body });

  it('refuses what is not a bank account, field by field, and stores nothing', async () => {
    const empty = await save({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      accountName: 'Account name is required',
      bankName: 'Bank name is required',
    });
    const wrong = await save({ ...DETAILS, accountNumber: '', swift: 'XYZ', iban: 'not an iban' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({
      swift: 'SWIFT/BIC must be 8 or 11 letters and digits, e.g. CHASUS33',
      iban: expect.stringContaining('IBAN must start with a country code'),
    });
    const neither = await save({ ...DETAILS, accountNumber: '', iban: '' });
    expect(neither.body.errors).toMatchObject({
      accountNumber: 'Enter an account number or an IBAN',
    });
    const unknown = await save({ ...DETAILS, sortCode: '12-34-56' });
    expect(unknown.status).toBe(400);
    const long = await save({ ...DETAILS, bankName: 'B'.repeat(121) });
    expect(long.body.errors).toMatchObject({
      bankName: 'Bank name must be at most 120 characters',
    });
    const read = await api(app.server, 'GET', '/api/settings/bank-details', {
      token: app.adminToken,
    });
    expect(read.body.bankDetails).toBeNull();
  });

  it('lets staff read them and only admins change them', async () => {
    expect((await api(app.server, 'GET', '/api/settings/bank-details')).status).toBe(401);
    expect((await save(DETAILS, app.staff.token)).status).toBe(403);
    expect(
      (await api(app.server, 'DELETE', '/api/settings/bank-details', { token: app.staff.token }))
        .status,
    ).toBe(403);
    const staffRead = await api(app.server, 'GET', '/api/settings/bank-details', {
      token: app.staff.token,
    });
    expect(staffRead.status).toBe(200);
  });

  it('shows saved details on the invoice page, its PDF and the order page while payment is due, and not once removed', async () => {
    const placed = await journey.placeOrder();
    await journey.signFor(placed);
    const { receipt, row } = await journey.invoiceOrder(placed.reference);
    if (!receipt.ok) throw new Error('invoice refused');
    const hosted = receipt.link;
    const pdfPath = receipt.pdf;

    // Nothing saved: no transfer details anywhere, and the order page promises none.
    expect(await journey.pageText(hosted)).not.toContain('Pay by bank transfer');
    const before = await journey.get(pdfPath);
    const beforeTag = before.headers.get('etag');
    expect((await pdfText(new Uint8Array(await before.arrayBuffer()))).text).not.toContain(
      'as the payment reference',
    );
    const orderBefore = await journey.pageText(placed.orderPage);
    expect(orderBefore).toContain('reply to the invoice email and we will arrange the payment');
    expect(orderBefore).not.toContain('Pay by bank transfer');

    const saved = await save(DETAILS);
    expect(saved.status).toBe(200);
    // Stored as banks print them: upper case, no spaces.
    expect(saved.body.bankDetails).toMatchObject({ ...DETAILS, swift: 'FHBKUS33' });

    const page = await journey.pageText(hosted);
    for (const text of [
      'Pay by bank transfer',
      'First Harbor Bank',
      '000123456789',
      '021000021',
      'FHBKUS33',
      `Quote ${receipt.number} as the payment reference.`,
      'Transfer fees are paid by the sender.',
    ])
      expect(page).toContain(text);

    // The PDF is a new version with the account in it; the old ETag no longer matches.
    const after = await journey.get(pdfPath, { 'if-none-match': beforeTag! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(beforeTag);
    const { text } = await pdfText(new Uint8Array(await after.arrayBuffer()));
    expect(text).toContain('Account name ECS Digital LLC');
    expect(text).toContain(`Quote ${receipt.number} as the payment reference.`);
    expect(text).toContain('First Harbor Bank');
    expect(text).toContain('FHBKUS33');

    const order = await journey.pageText(placed.orderPage);
    expect(order).toContain('Pay by bank transfer to the account below');
    expect(order).toContain('000123456789');

    // A paid invoice no longer asks for a transfer.
    const paid = await api(app.server, 'PATCH', `/api/invoices/${row.id}`, {
      token: app.staff.token,
      body: { status: 'paid' },
    });
    expect(paid.status).toBe(200);
    expect(await journey.pageText(hosted)).not.toContain('Pay by bank transfer');
    expect(await journey.pageText(placed.orderPage)).not.toContain('000123456789');

    const removed = await api(app.server, 'DELETE', '/api/settings/bank-details', {
      token: app.adminToken,
    });
    expect(removed.body.message).toBe('Bank details removed');
    const again = await api(app.server, 'GET', '/api/settings/bank-details', {
      token: app.adminToken,
    });
    expect(again.body.bankDetails).toBeNull();
    const pdf = await journey.get(pdfPath);
    expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text).not.toContain(
      'First Harbor Bank',
    );
  });
});
