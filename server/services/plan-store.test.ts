import { describe, expect, it } from 'vitest';
import { manualClock } from '~/tests/support/clock';
import { useScratchDatabase } from '~/tests/support/scratch-database';
import { ensureServiceCatalogue } from './service-store';
import { ensurePlanCatalogue, listAllPlans } from './plan-store';

describe("a plan's billing as stored", () => {
  const db = useScratchDatabase();

  it('reads every billing period the catalogue sells', async () => {
    const clock = manualClock('2026-03-02T10:00:00.000Z');
    await ensureServiceCatalogue(db(), clock);
    await ensurePlanCatalogue(db(), clock);
    const billings = new Set((await listAllPlans(db())).map((plan) => plan.billing));
    expect([...billings].sort()).toEqual(['monthly', 'one-off']);
  });

  it('refuses a billing period written into the table by hand instead of guessing one', async () => {
    const clock = manualClock('2026-03-02T10:00:00.000Z');
    await ensureServiceCatalogue(db(), clock);
    await ensurePlanCatalogue(db(), clock);
    const plan = await db()
      .selectFrom('plans')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db().updateTable('plans').set({ billing: 'yearly' }).where('id', '=', plan.id).execute();
    await expect(listAllPlans(db())).rejects.toThrow(
      `Plan ${plan.id} has an unknown billing period: "yearly"`,
    );
  });
});
