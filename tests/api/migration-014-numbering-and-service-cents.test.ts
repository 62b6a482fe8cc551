import { sql } from 'kysely';
import type { Db } from '~/server/db/database';
import { describe, expect, it } from 'vitest';
import { backends } from '~/tests/support/server';
import { databaseBeforeMigration } from '~/tests/support/database';

const MIGRATION = '014-numbering-and-service-cents';
const NOW = '2026-06-01T09:00:00.000Z';

const invoice = (id: string, number: number) => sql`
  insert into invoices (id, number, issued_date, due_date, representative_email, client_name,
    client_email, lines, subtotal_cents, discount_cents, total_cents, created_at, token)
  values (${id}, ${number}, '2026-06-01', '2026-06-08', 'rep@ecs.example', 'Dana',
    'dana@example.com', '[]', 0, 0, 0, ${NOW}, ${`token-${id}`})`;

const counter = async (db: Db) =>
  (await sql<{ value: number }>`select value from counters where name = 'invoice'`.execute(db))
    .rows[0]?.value;

describe.each(backends)(`migration ${MIGRATION} on %s`, (backend) => {
  it('starts the invoice counter at the highest invoice number, and goes down and up', async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, MIGRATION);
    await invoice('a'.repeat(24), 1004).execute(db);
    // A number typed far ahead: automatic numbering went on after it, and goes on after it.
    await invoice('b'.repeat(24), 7000).execute(db);
    await invoice('c'.repeat(24), 1001).execute(db);

    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(Number(await counter(db))).toBe(7000);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await counter(db)).toBeUndefined();
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(Number(await counter(db))).toBe(7000);
  });

  it('leaves the counter of a database without invoices to the first invoice', async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, MIGRATION);
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(await counter(db)).toBeUndefined();
  });

  it("fills each service's price in cents from its dollar text, in whole dollars", async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, MIGRATION);
    const prices: [text: string, cents: number][] = [
      ['499', 49_900],
      ['$1,697', 169_700],
      ['499.5', 50_000],
      ['499.49', 49_900],
      [' 120 ', 12_000],
      ['0', 0],
      ['', 0],
      ['call us', 0],
      ['-20', 0],
    ];
    for (const [index, [price]] of prices.entries())
      await sql`insert into services (id, slug, title, description, price, created_at, updated_at)
        values (${String(index).padStart(24, '0')}, ${`service-${index}`}, 'Service', 'About.',
          ${price}, ${NOW}, ${NOW})`.execute(db);

    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const rows = (
      await sql<{
        price: string;
        price_cents: number;
      }>`select price, price_cents from services order by id`.execute(db)
    ).rows;
    expect(rows.map((row) => [row.price, Number(row.price_cents)])).toEqual(prices);

    // Down drops the column and keeps the text; up fills it again.
    expect((await migrator.migrateDown()).error).toBeUndefined();
    const down = (await sql<Record<string, unknown>>`select * from services`.execute(db)).rows;
    expect(down[0]).not.toHaveProperty('price_cents');
    expect(down.map((row) => row.price).sort()).toEqual(prices.map(([text]) => text).sort());
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const again = await sql<{ n: number }>`select sum(price_cents) as n from services`.execute(db);
    expect(Number(again.rows[0]!.n)).toBe(prices.reduce((sum, [, cents]) => sum + cents, 0));
  });
});
