import { sql, type Kysely } from 'kysely';

/**
 * Invoices take their numbers from the `invoice` counter, like orders and agreements
 * (docs/decisions/051-numbering.md): an existing database's counter starts at its highest invoice
 * number, so the next automatic number is the one the previous code would have given. A database
 * without invoices gets its counter on the first invoice (starting at 1001).
 *
 * A service's own price is kept in cents (docs/decisions/049-money-model.md): `price_cents` is
 * filled from the dollar text as the invoice builder read it, whole dollars ('$1,697' and '1697.4'
 * are 169700; text that is not a positive amount is 0). The text column stays, written from the
 * cents, for the previous version's readers during a rolling deploy.
 *
 * The rule is copied here rather than read through domain/: a migration must do the same thing
 * whatever the code later becomes.
 */
function wholeDollarCents(price: unknown): number {
  const value = Number(String(price ?? '').replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value) * 100;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ highest: number | string | null }>`
    select max(number) as highest from invoices`.execute(db);
  const highest = rows[0]?.highest;
  if (highest !== null && highest !== undefined)
    await sql`insert into counters (name, value) values ('invoice', ${Number(highest)})
      on conflict (name) do update set value = case
        when counters.value > excluded.value then counters.value else excluded.value end`.execute(
      db,
    );

  await db.schema
    .alterTable('services')
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const { rows: services } = await sql<{ id: string; price: string }>`
    select id, price from services`.execute(db);
  for (const service of services) {
    const cents = wholeDollarCents(service.price);
    if (cents)
      await sql`update services set price_cents = ${cents} where id = ${service.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('services').dropColumn('price_cents').execute();
  await sql`delete from counters where name = 'invoice'`.execute(db);
}
