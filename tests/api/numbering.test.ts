import { describe, expect, it } from 'vitest';
import type { InvoiceInput } from '~/domain/builders';
import { type InvoiceSubmissionResult } from '~/domain/invoice-form';
import { migrateToLatest } from '~/server/db/database';
import { nextSequence, reserveNumber } from '~/server/db/sequences';
import { emptyDatabase } from '~/tests/support/database';
import { uniqueInvoiceInput } from '~/tests/support/factories';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { postAction } from '~/tests/support/route-action';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/** One numbering scheme: yearly orders and agreements, invoices (docs/decisions/051-numbering.md). */

const numberOf = (printed: string) => Number(printed.replace(/^ECS-/, ''));
const consecutive = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => from + i);

describe.each(backends)('numbering on %s', (backend) => {
  const app = useServer(backend, { env: { FORM_RATE_LIMIT: '1000' }, staff: { staff: {} } });

  const send = async (overrides: Partial<InvoiceInput> = {}) => {
    const { status, data } = await postAction<InvoiceSubmissionResult>(app.server, '/invoice', {
      ...uniqueInvoiceInput(overrides),
      staffToken: app.staff.token,
    });
    return { status, data, number: data.ok ? numberOf(data.number) : undefined };
  };

  it('gives twelve invoices sent at once twelve distinct consecutive numbers', async () => {
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.number).toBeGreaterThanOrEqual(1001);

    const answers = await Promise.all(Array.from({ length: 12 }, () => send()));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.every((a) => a.data.ok && a.data.delivery === 'sent')).toBe(true);
    const numbers = answers.map((a) => a.number!).sort((a, b) => a - b);
    expect(numbers).toEqual(consecutive(12, first.number! + 1));

    const stored = await queryDb<{ number: number }>(
      app.server,
      'select number from invoices where number > ? order by number',
      [first.number],
    );
    expect(stored.map((row) => Number(row.number))).toEqual(numbers);
  });

  it('moves the counter past a number staff typed, and refuses one it already handed out', async () => {
    const first = await send();
    const typed = first.number! + 4;
    const chosen = await send({ invoiceNumber: typed });
    expect(chosen).toMatchObject({ status: 200, number: typed });

    const answers = await Promise.all(Array.from({ length: 6 }, () => send()));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const numbers = answers.map((a) => a.number!).sort((a, b) => a - b);
    // first + 1 … first + 7, without the typed first + 4.
    expect(numbers).toEqual(consecutive(7, first.number! + 1).filter((n) => n !== typed));

    // A number the counter handed out is taken, whether or not an invoice was stored with it.
    for (const number of [typed, first.number! + 1]) {
      const refused = await send({ invoiceNumber: number });
      expect(refused.status).toBe(409);
      expect(refused.data).toMatchObject({
        errors: { invoiceNumber: 'This invoice number is already used' },
      });
    }
    const [counter] = await queryDb<{ value: number }>(
      app.server,
      "select value from counters where name = 'invoice'",
    );
    expect(Number(counter!.value)).toBe(first.number! + 7);
  });

  it('gives twelve orders placed at once twelve distinct consecutive numbers', async () => {
    const place = async () => {
      const answer = await postForm(
        app.server,
        '/checkout',
        { name: 'Concurrent Buyer', email: 'buyer@northwind.example', planIds: ['2'] },
        { data: true },
      );
      expect(answer.status).toBe(200);
      return /ECS-ORD-(\d{4})-(\d{6})/.exec(answer.text)!;
    };
    const first = await place();
    const answers = await Promise.all(Array.from({ length: 12 }, place));
    expect(answers.every((match) => match[1] === first[1])).toBe(true);
    const numbers = answers.map((match) => Number(match[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(consecutive(12, Number(first[2]) + 1));
  });
});

describe.each(backends)('sequences on %s', (backend) => {
  it('never hands out a value twice, however many transactions ask at once', async () => {
    const { handle, cleanup } = await emptyDatabase(backend);
    try {
      await migrateToLatest(handle.db);
      const values = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2
            ? reserveNumber(handle.db, 'test', { after: 100 })
            : handle.db.transaction().execute((trx) => nextSequence(trx, 'test', { after: 100 })),
        ),
      );
      expect(values.sort((a, b) => a - b)).toEqual(consecutive(40, 101));
    } finally {
      await cleanup();
    }
  });

  it('moves past values something else holds, and keeps none a rolled-back transaction took', async () => {
    const { handle, cleanup } = await emptyDatabase(backend);
    try {
      await migrateToLatest(handle.db);
      const held = new Set([2, 3, 5]);
      const taken = async (value: number) => held.has(value);
      const values = [];
      for (let i = 0; i < 3; i += 1) values.push(await reserveNumber(handle.db, 'held', { taken }));
      expect(values).toEqual([1, 4, 6]);
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await nextSequence(trx, 'held');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await reserveNumber(handle.db, 'held')).toBe(7);
    } finally {
      await cleanup();
    }
  });
});
