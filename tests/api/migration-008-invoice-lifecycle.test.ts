import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from '~/tests/support/server';
import { databaseBeforeMigration } from '~/tests/support/database';

describe.each(backends)('migration 008-invoice-lifecycle on %s', (backend) => {
  it('gives existing invoices a token each, and counts as sent those already mailed to the client', async () => {
    const { db, migrator, before } = await databaseBeforeMigration(
      backend,
      '008-invoice-lifecycle',
    );

    const invoice = (id: string, number: number, email: string) => sql`
      insert into invoices (id, number, issued_date, due_date, representative_email, client_name,
        client_email, lines, subtotal_cents, discount_cents, total_cents, created_at)
      values (${id}, ${number}, '2026-11-20', '2026-11-27', 'rep@ecs.example', 'Dana',
        ${email}, '[]', 100, 0, 100, '2026-11-20T10:00:00.000Z')`;
    const email = (id: string, submission: string, to: string, at: string) => sql`
      insert into outbox_emails (id, kind, submission_id, to_addresses, subject, text_body,
        html_body, message_id, status, attempts, next_attempt_at, created_at)
      values (${id}, 'invoice', ${submission}, ${JSON.stringify([to])}, 'Invoice', 't', 'h',
        ${`<${id}@ecs.example>`}, 'sent', 1, ${at}, ${at})`;
    await invoice('a'.repeat(24), 1001, 'dana@northwind.example').execute(db);
    await invoice('b'.repeat(24), 1002, 'lee@lakeside.example').execute(db);
    // The first invoice went to the company inbox, then to its client; the second only for review.
    await email(
      'c'.repeat(24),
      'a'.repeat(24),
      'info@ecs.example',
      '2026-11-20T10:00:01.000Z',
    ).execute(db);
    await email(
      'd'.repeat(24),
      'a'.repeat(24),
      'Dana@Northwind.example',
      '2026-11-21T09:30:00.000Z',
    ).execute(db);
    await email(
      'e'.repeat(24),
      'b'.repeat(24),
      'info@ecs.example',
      '2026-11-20T10:00:02.000Z',
    ).execute(db);

    expect((await migrator.migrateTo('008-invoice-lifecycle')).error).toBeUndefined();
    const rows = await db
      .selectFrom('invoices')
      .select(['number', 'token', 'status', 'sent_at', 'viewed_at', 'paid_at', 'voided_at'])
      .orderBy('number')
      .execute();
    expect(rows).toEqual([
      {
        number: 1001,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        status: 'sent',
        sent_at: '2026-11-21T09:30:00.000Z',
        viewed_at: null,
        paid_at: null,
        voided_at: null,
      },
      {
        number: 1002,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        status: 'draft',
        sent_at: null,
        viewed_at: null,
        paid_at: null,
        voided_at: null,
      },
    ]);
    expect(rows[0]!.token).not.toBe(rows[1]!.token);

    // Tokens are unique and the status is one of the five.
    await expect(
      sql`update invoices set token = ${rows[0]!.token} where number = 1002`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`update invoices set status = 'lost' where number = 1002`.execute(db),
    ).rejects.toThrow();

    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
