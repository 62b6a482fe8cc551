import { sql, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { detailWithTexts, summaryWithTexts } from '~/server/api/inbox-texts';
import { findClient } from '~/server/clients/client-store';
import type { Db } from '~/server/db/database';
import { orderInbox } from '~/server/orders/order-store';
import { findServiceById } from '~/server/services/service-store';
import { contactInbox } from '~/server/contacts/contact-store';
import { databaseBeforeMigration } from '~/tests/support/database';
import { backends } from '~/tests/support/server';

const MIGRATION = '019-money-as-cents';
const NOW = '2026-06-01T09:00:00.000Z';
const SERVICE = 's'.repeat(24);
const EMAIL = 'dana@example.com';
const id = (n: number) => String(n).padStart(24, '0');

/** Services as the version before wrote them: the text from the cents, or (before 014) alone. */
const services: [price: string, cents: number, after: number][] = [
  ['499', 49_900, 49_900],
  ['1697.50', 169_750, 169_750],
  // Written by the code before 014 after 014 ran: the cents were never set.
  ['1697', 0, 169_700],
  ['0', 0, 0],
  ['call us', 0, 0],
];

/** Messages as the version before stored them, and the parts each is kept in. */
const messages: [
  planId: number | null,
  summary: string | null,
  parts:
    [title: string, planFor: string | null, cents: number | null, billing: string | null] | null,
][] = [
  [
    8,
    'Standard Plan for SEO Analysis ($997 per month)',
    ['Standard Plan', 'SEO Analysis', 99_700, 'monthly'],
  ],
  // The plan still exists: its title says where the service begins.
  [
    7,
    'Plan for Startups for SEO Analysis ($1,697.50 per project)',
    ['Plan for Startups', 'SEO Analysis', 169_750, 'one-off'],
  ],
  // Its plan is gone; written before amounts had thousands separators.
  [
    99,
    'Basic Plan for Custom Software Solutions ($1697 per project)',
    ['Basic Plan', 'Custom Software Solutions', 169_700, 'one-off'],
  ],
  [null, 'Basic Plan ($697 per month)', ['Basic Plan', null, 69_700, 'monthly']],
  // Unreadable: kept whole as the title, without service, price or billing.
  [
    5,
    'Premium Plan for SEO Analysis (call us)',
    ['Premium Plan for SEO Analysis (call us)', null, null, null],
  ],
  [
    5,
    'Premium Plan for SEO Analysis ($899 per year)',
    ['Premium Plan for SEO Analysis ($899 per year)', null, null, null],
  ],
  [
    5,
    'Premium Plan for SEO Analysis ($8,99 per month)',
    ['Premium Plan for SEO Analysis ($8,99 per month)', null, null, null],
  ],
  [null, null, null],
];
/** The text each is shown with after the migration: as stored, with amounts in the one format. */
const shown = (summary: string | null) => summary?.replace('$1697 ', '$1,697 ') ?? null;

const line = (
  planId: number,
  billing: string | undefined,
  duration: string,
  priceCents: number,
) => ({
  planId,
  title: 'Basic Plan',
  planFor: 'SEO Analysis',
  ...(billing ? { billing } : {}),
  duration,
  priceCents,
});
/** Orders as the version before wrote them (each line with its billing and its words). */
const orders: [items: string, after: string][] = [
  [
    JSON.stringify([
      line(7, 'monthly', 'per month', 69_700),
      line(8, 'one-off', 'per project', 99_700),
    ]),
    JSON.stringify([
      {
        planId: 7,
        title: 'Basic Plan',
        planFor: 'SEO Analysis',
        billing: 'monthly',
        priceCents: 69_700,
      },
      {
        planId: 8,
        title: 'Basic Plan',
        planFor: 'SEO Analysis',
        billing: 'one-off',
        priceCents: 99_700,
      },
    ]),
  ],
  // Written by hand without a billing: its words give it one before they go.
  [
    JSON.stringify([line(9, undefined, 'Per Month', 19_999)]),
    JSON.stringify([
      {
        planId: 9,
        title: 'Basic Plan',
        planFor: 'SEO Analysis',
        priceCents: 19_999,
        billing: 'monthly',
      },
    ]),
  ],
  ['[]', '[]'],
  ['not json', 'not json'],
];

async function writeAsBefore(db: Db): Promise<void> {
  for (const [index, [price, cents]] of services.entries())
    await sql`insert into services (id, slug, title, description, price, price_cents, created_at,
        updated_at)
      values (${index ? id(index) : SERVICE}, ${`service-${index}`}, 'SEO Analysis', 'About.',
        ${price}, ${cents}, ${NOW}, ${NOW})`.execute(db);
  await sql`insert into plans (id, service_id, title, price_cents, billing, created_at, updated_at)
    values (7, ${SERVICE}, 'Plan for Startups', 169750, 'one-off', ${NOW}, ${NOW})`.execute(db);
  for (const [index, [planId, summary]] of messages.entries())
    await sql`insert into contact_messages (id, name, email, message, plan_id, plan_summary,
        created_at)
      values (${id(index)}, 'Dana', ${EMAIL}, 'Hello.', ${planId}, ${summary},
        ${`2026-06-01T09:00:0${index}.000Z`})`.execute(db);
  for (const [index, [items]] of orders.entries())
    await sql`insert into orders (id, order_number, name, email, items, total_cents, created_at,
        token)
      values (${id(index)}, ${`ECS-ORD-2026-00000${index}`}, 'Dana', ${EMAIL}, ${items}, 0, ${NOW},
        ${`token-${index}`})`.execute(db);
}

const rows = async <T>(db: Db, query: RawBuilder<T>) => (await query.execute(db)).rows;

const messageParts = async (db: Db) =>
  (
    await rows<{
      plan_title: string | null;
      plan_for: string | null;
      plan_price_cents: number | null;
      plan_billing: string | null;
    }>(
      db,
      sql`select plan_title, plan_for, plan_price_cents, plan_billing from contact_messages
        order by id`,
    )
  ).map((row) =>
    row.plan_title === null
      ? null
      : [
          row.plan_title,
          row.plan_for,
          row.plan_price_cents === null ? null : Number(row.plan_price_cents),
          row.plan_billing,
        ],
  );

const orderItems = async (db: Db) =>
  (await rows<{ items: string }>(db, sql`select items from orders order by id`)).map(
    (row) => row.items,
  );

async function expectMigrated(db: Db): Promise<void> {
  expect(await messageParts(db)).toEqual(messages.map(([, , parts]) => parts));
  expect(await orderItems(db)).toEqual(orders.map(([, after]) => after));
  const serviceColumns = await rows<Record<string, unknown>>(db, sql`select * from services`);
  expect(serviceColumns[0]).not.toHaveProperty('price');
}

describe.each(backends)(`migration ${MIGRATION} on %s`, (backend) => {
  it('keeps money in cents and billing only, and the readers show what they showed', async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, MIGRATION);
    await writeAsBefore(db);

    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    await expectMigrated(db);

    // The Inbox and the Clients screen show each message's plan as it was stored.
    const expected = messages.map(([, summary]) => shown(summary));
    const list = await contactInbox.list(db, { limit: 20, offset: 0 });
    expect(list.map((record) => summaryWithTexts('messages', record).plan).reverse()).toEqual(
      expected,
    );
    for (const [index] of messages.entries()) {
      const record = (await contactInbox.find(db, id(index)))!;
      expect(detailWithTexts('messages', record).plan).toBe(expected[index]);
    }
    const client = (await findClient(db, EMAIL))!;
    expect(
      client.activity.flatMap((item) => (item.kind === 'messages' ? [item.plan] : [])).reverse(),
    ).toEqual(expected);

    // An order's lines keep their billing and are shown with its words.
    const order = (await orderInbox.find(db, id(0)))!;
    expect(
      detailWithTexts('orders', order).items.map((item) => [
        item.billing,
        item.duration,
        item.price,
      ]),
    ).toEqual([
      ['monthly', 'per month', '$697.00'],
      ['one-off', 'per project', '$997.00'],
    ]);
    const handWritten = (await orderInbox.find(db, id(1)))!;
    expect(handWritten.items.map((item) => item.billing)).toEqual(['monthly']);

    for (const [index, [, , after]] of services.entries())
      expect((await findServiceById(db, index ? id(index) : SERVICE))!.priceCents).toBe(after);
  });

  it('goes down to the text the previous version reads, from the cents, and up again', async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, MIGRATION);
    await writeAsBefore(db);
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();

    expect((await migrator.migrateDown()).error).toBeUndefined();
    const summaries = await rows<{ plan_summary: string | null }>(
      db,
      sql`select plan_summary from contact_messages order by id`,
    );
    expect(summaries.map((row) => row.plan_summary)).toEqual(
      messages.map(([, summary]) => shown(summary)),
    );
    const downColumns = await rows<Record<string, unknown>>(
      db,
      sql`select * from contact_messages`,
    );
    expect(downColumns[0]).not.toHaveProperty('plan_title');
    // Every line has its billing's words again, as the previous version wrote them.
    expect(
      (await orderItems(db)).map((items) => (items.startsWith('[') ? JSON.parse(items) : items)),
    ).toEqual([
      [line(7, 'monthly', 'per month', 69_700), line(8, 'one-off', 'per project', 99_700)],
      [line(9, 'monthly', 'per month', 19_999)],
      [],
      'not json',
    ]);
    const prices = await rows<{ price: string; price_cents: number }>(
      db,
      sql`select price, price_cents from services order by id`,
    );
    expect(prices.map((row) => [row.price, Number(row.price_cents)]).sort()).toEqual(
      [
        ['499', 49_900],
        ['1697.50', 169_750],
        ['1697', 169_700],
        ['0', 0],
        ['0', 0],
      ].sort(),
    );

    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    await expectMigrated(db);
  });
});
