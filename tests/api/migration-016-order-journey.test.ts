import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from '~/tests/support/server';
import { databaseBeforeMigration } from '~/tests/support/database';

const NOW = '2026-06-01T09:00:00.000Z';

describe.each(backends)('migration 016-order-journey on %s', (backend) => {
  it('gives every existing order its own private token, unique, and goes down and up', async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, '016-order-journey');

    for (const [id, number] of [
      ['a'.repeat(24), 'ECS-ORD-2026-000001'],
      ['b'.repeat(24), 'ECS-ORD-2026-000002'],
    ])
      await sql`insert into orders (id, order_number, name, email, items, total_cents, created_at)
        values (${id}, ${number}, 'Dana', 'dana@example.com', '[]', 0, ${NOW})`.execute(db);

    expect((await migrator.migrateTo('016-order-journey')).error).toBeUndefined();
    const { rows } = await sql<{
      token: string;
      cancelled_at: string | null;
    }>`select token, cancelled_at from orders order by id`.execute(db);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(row.cancelled_at).toBeNull();
    }
    expect(rows[0]!.token).not.toBe(rows[1]!.token);
    // Tokens are unique: a second order cannot share one.
    await expect(
      sql`update orders set token = ${rows[0]!.token} where id = ${'b'.repeat(24)}`.execute(db),
    ).rejects.toThrow();
    const events = await sql<{ n: number }>`select count(*) as n from order_events`.execute(db);
    expect(Number(events.rows[0]!.n)).toBe(0);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const again = await sql<{ token: string }>`select token from orders`.execute(db);
    expect(again.rows.every((row) => /^[A-Za-z0-9_-]{32}$/.test(row.token))).toBe(true);
  });
});
