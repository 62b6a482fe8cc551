import { sql, type Kysely } from 'kysely';

/**
 * Every order line keeps its billing period next to its price in cents, as sold
 * (docs/decisions/049-money-model.md): totals no longer read it from the duration text. An existing
 * line takes the billing of its plan when the plan still exists (by plan id), and only otherwise
 * the one its duration text names ('per month' is monthly, anything else one-off). Lines keep
 * every other field as it was.
 *
 * The values are copied here rather than read through domain/: a migration must do the same thing
 * whatever the code later becomes.
 */
type StoredLine = Record<string, unknown>;

function readLines(json: string): StoredLine[] | undefined {
  try {
    const lines: unknown = JSON.parse(json || '[]');
    return Array.isArray(lines) ? (lines as StoredLine[]) : undefined;
  } catch {
    return undefined;
  }
}

async function rewriteOrders(
  db: Kysely<unknown>,
  change: (line: StoredLine) => StoredLine,
): Promise<void> {
  const { rows } = await sql<{ id: string; items: string }>`select id, items from orders`.execute(
    db,
  );
  for (const row of rows) {
    const lines = readLines(row.items);
    if (!lines) continue;
    const items = JSON.stringify(lines.map(change));
    if (items !== row.items)
      await sql`update orders set items = ${items} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows: plans } = await sql<{
    id: number;
    billing: string;
  }>`select id, billing from plans`.execute(db);
  const planBilling = new Map(plans.map((plan) => [Number(plan.id), plan.billing]));
  await rewriteOrders(db, (line) => {
    if (line.billing === 'monthly' || line.billing === 'one-off') return line;
    const known = planBilling.get(Number(line.planId));
    const billing =
      known === 'monthly' || known === 'one-off'
        ? known
        : /\bmonth/i.test(String(line.duration ?? ''))
          ? 'monthly'
          : 'one-off';
    return { ...line, billing };
  });
}

/** Back to lines the previous code reads: a duration text for each, from its billing. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteOrders(db, ({ billing, ...line }) => ({
    ...line,
    duration:
      typeof line.duration === 'string'
        ? line.duration
        : billing === 'monthly'
          ? 'per month'
          : 'per project',
  }));
}
