import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from '~/tests/support/server';
import { databaseBeforeMigration } from '~/tests/support/database';

const NOW = '2026-06-01T09:00:00.000Z';

describe.each(backends)('migration 018-order-token-required on %s', (backend) => {
  it('gives an order written without a token one, then requires it, and goes down and up', async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, '018-order-token-required');
    const insert = (id: string, number: string, token: string | null) =>
      sql`insert into orders (id, order_number, name, email, items, total_cents, created_at, token)
        values (${id}, ${number}, 'Dana', 'dana@example.com', '[]', 0, ${NOW}, ${token})`.execute(
        db,
      );
    await insert('a'.repeat(24), 'ECS-ORD-2026-000001', 'kept-token-of-order-one-000000000');
    await insert('b'.repeat(24), 'ECS-ORD-2026-000002', null);

    expect((await migrator.migrateTo('018-order-token-required')).error).toBeUndefined();
    const { rows } = await sql<{ token: string | null }>`select token from orders
      order by id`.execute(db);
    if (backend === 'postgres') {
      expect(rows[0]!.token).toBe('kept-token-of-order-one-000000000');
      expect(rows[1]!.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      await expect(insert('c'.repeat(24), 'ECS-ORD-2026-000003', null)).rejects.toThrow(
        /null value in column "token"/,
      );
    } else {
      // SQLite cannot add the constraint to the column: the migration leaves it as it was.
      expect(rows.map((row) => row.token)).toEqual(['kept-token-of-order-one-000000000', null]);
    }

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await insert('d'.repeat(24), 'ECS-ORD-2026-000004', null);
    await sql`delete from orders where id = ${'d'.repeat(24)}`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
