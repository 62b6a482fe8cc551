import { sql, type Kysely } from 'kysely';

/**
 * No money is stored as text (docs/decisions/049-money-model.md):
 *
 * - `services.price`, the dollar text written from `price_cents` since migration 014 for the code
 *   before it, goes. The cents have been what every reader reads since 014; only a service whose
 *   cents are 0 while its text names an amount (written by the code before 014 after 014 ran, or by
 *   hand) takes that amount first, in whole dollars as 014 read it.
 * - A contact message's plan was stored as the summary its email showed
 *   ('Basic Plan for SEO Analysis ($697 per month)'). It is kept in its parts instead: `plan_title`,
 *   `plan_for` (the service), `plan_price_cents` and `plan_billing`, and readers print the summary
 *   from them. An existing summary is read back into those parts: `{title} for {service}` then, in
 *   brackets, a dollar amount and the words of a billing period (`per month`, `per project`). The
 *   title and service are split where the message's plan, if it still exists, ends its title;
 *   otherwise at the first ' for ' (either way the two print as the summary did). A summary that
 *   does not read so (written by hand, cut short, another billing's words) is kept whole as the
 *   title, without a service, price or billing: readers show it as it was stored.
 * - An order line loses `duration`, the billing's words kept for the code before migration 012. A
 *   line whose billing does not read (written by hand) first takes the one its duration names, as
 *   012 gave it.
 *
 * Down writes the three back from the cents and billing, as the previous version wrote them.
 *
 * The rules and formats are copied here rather than read through domain/: a migration must do the
 * same thing whatever the code later becomes.
 */

const BILLING_WORDS: Record<string, string> = { monthly: 'per month', 'one-off': 'per project' };

/** Migration 014's reading of a service's price text: whole dollars, 0 for anything else. */
function wholeDollarCents(price: unknown): number {
  const value = Number(String(price ?? '').replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value) * 100;
}

/** domain/format.ts parseDollars as it was: '$1,697.50' → 169750; undefined for anything else. */
function parseDollars(text: string): number | undefined {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const dollars = Number(match[1]!.replace(/,/g, ''));
  return dollars * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** domain/format.ts formatMoney as it was: 169750 → '$1,697.50', 69700 → '$697'. */
function formatMoney(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(rounded) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = Math.abs(rounded) % 100;
  return `${sign}$${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** domain/format.ts formatDollarsPlain as it was: 49900 → '499', 1999 → '19.99'. */
function formatDollarsPlain(cents: number): string {
  const rounded = Math.round(cents);
  const rest = rounded % 100;
  const dollars = String(Math.floor(rounded / 100));
  return rest ? `${dollars}.${String(rest).padStart(2, '0')}` : dollars;
}

interface PlanParts {
  plan_title: string | null;
  plan_for: string | null;
  plan_price_cents: number | null;
  plan_billing: string | null;
}

const SUMMARY = /^(.+) \((\S+) (per month|per project)\)$/i;

/** A stored summary in its parts; `planTitle` is the title of the message's plan, if it exists. */
function readSummary(summary: string, planTitle: string | undefined): PlanParts {
  const whole = { plan_title: summary, plan_for: null, plan_price_cents: null, plan_billing: null };
  const match = SUMMARY.exec(summary);
  const cents = match && parseDollars(match[2]!);
  if (!match || cents === undefined) return whole;
  const label = match[1]!;
  const billing = match[3]!.toLowerCase() === 'per month' ? 'monthly' : 'one-off';
  const at =
    planTitle && label.startsWith(`${planTitle} for `) && label.length > planTitle.length + 5
      ? planTitle.length
      : label.indexOf(' for ', 1);
  const split = at > 0 && at + 5 < label.length;
  return {
    plan_title: split ? label.slice(0, at) : label,
    plan_for: split ? label.slice(at + 5) : null,
    plan_price_cents: cents,
    plan_billing: billing,
  };
}

/** The summary the previous version stored, from the parts. */
function summaryOf(parts: PlanParts): string | null {
  if (parts.plan_title === null) return null;
  const name = parts.plan_for ? `${parts.plan_title} for ${parts.plan_for}` : parts.plan_title;
  const words = BILLING_WORDS[String(parts.plan_billing)];
  return parts.plan_price_cents === null || words === undefined
    ? name
    : `${name} (${formatMoney(Number(parts.plan_price_cents))} ${words})`;
}

type StoredLine = Record<string, unknown>;

async function rewriteOrderLines(
  db: Kysely<unknown>,
  change: (line: StoredLine) => StoredLine,
): Promise<void> {
  const { rows } = await sql<{ id: string; items: string }>`select id, items from orders`.execute(
    db,
  );
  for (const row of rows) {
    let lines: unknown;
    try {
      lines = JSON.parse(row.items || '[]');
    } catch {
      continue;
    }
    if (!Array.isArray(lines)) continue;
    const items = JSON.stringify(
      lines.map((line: unknown) =>
        line && typeof line === 'object' && !Array.isArray(line)
          ? change(line as StoredLine)
          : line,
      ),
    );
    if (items !== row.items)
      await sql`update orders set items = ${items} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows: unpriced } = await sql<{ id: string; price: string }>`
    select id, price from services where price_cents = 0`.execute(db);
  for (const service of unpriced) {
    const cents = wholeDollarCents(service.price);
    if (cents)
      await sql`update services set price_cents = ${cents} where id = ${service.id}`.execute(db);
  }
  await db.schema.alterTable('services').dropColumn('price').execute();

  await db.schema.alterTable('contact_messages').addColumn('plan_title', 'varchar(300)').execute();
  await db.schema.alterTable('contact_messages').addColumn('plan_for', 'varchar(300)').execute();
  await db.schema.alterTable('contact_messages').addColumn('plan_price_cents', 'integer').execute();
  await db.schema.alterTable('contact_messages').addColumn('plan_billing', 'varchar(10)').execute();
  const { rows: plans } = await sql<{ id: number; title: string }>`
    select id, title from plans`.execute(db);
  const planTitles = new Map(plans.map((plan) => [Number(plan.id), plan.title]));
  const { rows: messages } = await sql<{ id: string; plan_id: number | null; summary: string }>`
    select id, plan_id, plan_summary as summary from contact_messages
    where plan_summary is not null`.execute(db);
  for (const message of messages) {
    const parts = readSummary(message.summary, planTitles.get(Number(message.plan_id)));
    await sql`update contact_messages set plan_title = ${parts.plan_title},
        plan_for = ${parts.plan_for}, plan_price_cents = ${parts.plan_price_cents},
        plan_billing = ${parts.plan_billing}
      where id = ${message.id}`.execute(db);
  }
  await db.schema.alterTable('contact_messages').dropColumn('plan_summary').execute();

  await rewriteOrderLines(db, ({ duration, ...line }) => {
    if (line.billing === 'monthly' || line.billing === 'one-off' || typeof duration !== 'string')
      return line;
    return { ...line, billing: /\bmonth/i.test(duration) ? 'monthly' : 'one-off' };
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteOrderLines(db, (line) =>
    typeof line.duration === 'string'
      ? line
      : { ...line, duration: line.billing === 'monthly' ? 'per month' : 'per project' },
  );

  await db.schema
    .alterTable('contact_messages')
    .addColumn('plan_summary', 'varchar(300)')
    .execute();
  const { rows: messages } = await sql<PlanParts & { id: string }>`
    select id, plan_title, plan_for, plan_price_cents, plan_billing from contact_messages
    where plan_title is not null`.execute(db);
  for (const message of messages)
    await sql`update contact_messages set plan_summary = ${summaryOf(message)}
      where id = ${message.id}`.execute(db);
  for (const column of ['plan_billing', 'plan_price_cents', 'plan_for', 'plan_title'])
    await db.schema.alterTable('contact_messages').dropColumn(column).execute();

  await db.schema
    .alterTable('services')
    .addColumn('price', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
    .execute();
  const { rows: services } = await sql<{ id: string; price_cents: number }>`
    select id, price_cents from services`.execute(db);
  for (const service of services)
    await sql`update services set price = ${formatDollarsPlain(Number(service.price_cents))}
      where id = ${service.id}`.execute(db);
}
