import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from '~/tests/support/server';
import { databaseBeforeMigration } from '~/tests/support/database';

const NOW = '2026-06-01T09:00:00.000Z';

describe.each(backends)('migration 012-order-line-billing on %s', (backend) => {
  it("gives each order line its plan's billing, else its duration's, and goes down and up", async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, '012-order-line-billing');

    await sql`insert into services (id, slug, title, description, created_at, updated_at)
      values (${'s'.repeat(24)}, 'seo', 'SEO Analysis', 'Rankings.', ${NOW}, ${NOW})`.execute(db);
    // The plan is monthly although the old line's text says otherwise: the plan decides.
    await sql`insert into plans (id, service_id, title, price_cents, billing, created_at, updated_at)
      values (7, ${'s'.repeat(24)}, 'Basic Plan', 69700, 'monthly', ${NOW}, ${NOW})`.execute(db);
    const lines = [
      {
        planId: 7,
        title: 'Basic Plan',
        planFor: 'SEO',
        duration: 'per project',
        priceCents: 60_000,
      },
      { planId: 98, title: 'Gone', planFor: 'Ads', duration: 'Per Month', priceCents: 19_999 },
      { planId: 99, title: 'Site', planFor: 'Web', duration: 'per project', priceCents: 329_900 },
    ];
    const order = (id: string, number: string, items: unknown[]) => sql`
      insert into orders (id, order_number, name, email, items, total_cents, created_at)
      values (${id}, ${number}, 'Dana', 'dana@example.com', ${JSON.stringify(items)}, 409899,
        ${NOW})`;
    await order('a'.repeat(24), 'ECS-ORD-2026-000001', lines).execute(db);
    await order('b'.repeat(24), 'ECS-ORD-2026-000002', []).execute(db);
    await sql`insert into orders (id, order_number, name, email, items, total_cents, created_at)
      values (${'c'.repeat(24)}, 'ECS-ORD-2026-000003', 'Dana', 'dana@example.com', 'not json', 0,
        ${NOW})`.execute(db);

    const items = async (id: string) =>
      (await sql<{ items: string }>`select items from orders where id = ${id}`.execute(db)).rows[0]!
        .items;

    expect((await migrator.migrateTo('012-order-line-billing')).error).toBeUndefined();
    expect(JSON.parse(await items('a'.repeat(24)))).toEqual([
      { ...lines[0], billing: 'monthly' },
      { ...lines[1], billing: 'monthly' },
      { ...lines[2], billing: 'one-off' },
    ]);
    expect(await items('b'.repeat(24))).toBe('[]');
    expect(await items('c'.repeat(24))).toBe('not json');

    // Going down leaves lines the previous code reads; up again gives the same billing.
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(JSON.parse(await items('a'.repeat(24)))).toEqual(lines);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(
      JSON.parse(await items('a'.repeat(24))).map((l: { billing: string }) => l.billing),
    ).toEqual(['monthly', 'monthly', 'one-off']);
  });
});
